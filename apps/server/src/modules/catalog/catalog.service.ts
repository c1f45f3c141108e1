import { CATEGORY_COLORS, type Category, type CategoryColor, MSG, type Tramite } from '@tramites/shared';
import type { Database, DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import {
  type CachedJson,
  type CachedResource,
  etagOf,
  type KeptResource,
  keepResource,
  withCompressedTwins,
} from '../../lib/http-cache.ts';
import {
  type CategoryWithCounts,
  findCategoryName,
  findPublicCategory,
  findTramiteById,
  findTramiteWithFormById,
  listActiveTramitesOfCategory,
  listCategoryNames,
  listPublicCategories,
  listSearchableTramites,
  listTramitesWithForm,
  type TramiteFormInfo,
  type TramiteRow,
  type TramiteWithForm,
} from './catalog.repository.ts';
import { buildSearchIndex, type SearchEntry, searchIndex } from './catalog-search.ts';

const toMoney = (value: string | null): number | null => (value === null ? null : Number(value));

const toColor = (value: string): CategoryColor =>
  (CATEGORY_COLORS as readonly string[]).includes(value) ? (value as CategoryColor) : 'blue';

export type { TramiteRow, TramiteWithForm };
export type TramiteWithCategory = TramiteWithForm & { categoryName: string };

/** A procedure by id, active or not (requests keep pointing at archived ones). */
export const getTramite = (db: DbOrTx, id: number): Promise<TramiteRow | undefined> =>
  findTramiteById(db, id);

/** The same, with the form connected to it (for its DTO). */
export const getTramiteWithForm = (db: DbOrTx, id: number): Promise<TramiteWithForm | undefined> =>
  findTramiteWithFormById(db, id);

/** Every procedure (archived too) with its connected form, in catalogue order. */
export const listAllTramitesWithForm = (db: DbOrTx): Promise<TramiteWithForm[]> => listTramitesWithForm(db);

export const getCategoryName = (db: DbOrTx, categoryId: number): Promise<string> =>
  findCategoryName(db, categoryId);

export function toCategoryDto(row: CategoryWithCounts): Category {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    icon: row.icon,
    color: toColor(row.color),
    estimated_procedures: row.estimatedProcedures,
    is_visible: row.isVisible,
    is_active: row.isActive,
    specialization_required: row.specializationRequired,
    display_order: row.displayOrder,
    tramite_count: row.tramiteCount,
    active_requests_count: row.activeRequests,
    completion_rate: row.completionRate,
  };
}

/**
 * A procedure as the API shows it. `form_template_id`/`form_template_name` name the connected form (none
 * when the row carries no form information), `has_custom_form` says whether clients get it (it is published).
 */
export function toTramiteDto(row: TramiteRow & Partial<TramiteFormInfo>): Tramite {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category_id: row.categoryId,
    price_type: row.priceType,
    fixed_price: row.priceType === 'fijo' ? toMoney(row.fixedPrice) : null,
    government_fee: toMoney(row.governmentFee),
    price_from: row.priceType === 'variable' ? toMoney(row.priceFrom) : null,
    estimated_time_days: row.estimatedTimeDays,
    required_documents: row.requiredDocuments,
    display_order: row.displayOrder,
    dependencia: row.dependencia,
    fundamento_juridico: row.fundamentoJuridico,
    modalidad: row.modalidad,
    vigencia: row.vigencia,
    sensitive_data: row.sensitiveData,
    is_active: row.isActive,
    form_template_id: row.formTemplateId ?? null,
    form_template_name: row.formTemplateName ?? null,
    has_custom_form: row.formTemplateId ? (row.formIsPublished ?? false) : false,
  };
}

/** Revalidated on every use (ETag → 304): the catalogue changes whenever an admin edits it. */
const CATALOGUE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** The request counts on category cards may lag this much; catalogue edits invalidate at once. */
const COUNTS_MAX_AGE_MS = 60_000;

/** How many distinct searches' answers are kept (the oldest goes first). */
const SEARCH_ANSWERS_KEPT = 500;

/**
 * The public catalogue, serialised and compressed once and kept in memory with its ETags until any catalogue
 * change calls `invalidate()` (DESIGN section 7), or the request counts it carries grow old.
 */
export class CatalogCache {
  private readonly entries = new Map<string, KeptResource<CachedJson>>();
  private tramitesById: Promise<Map<number, TramiteWithCategory>> | undefined;
  private searchEntries: Promise<SearchEntry[]> | undefined;
  /** Recent searches' answers (typing repeats prefixes), bounded: the query is the visitor's to choose. */
  private readonly searchAnswers = new Map<string, CachedResource>();
  private generation = 0;
  private filledAt = Date.now();

  /** `announceChange` tells the other instances (catalog.plugin.ts): they invalidate their own copy. */
  constructor(
    private readonly db: Database,
    private readonly announceChange: () => Promise<void> = async () => undefined,
  ) {}

  invalidate(): void {
    this.generation++;
    this.entries.clear();
    this.tramitesById = undefined;
    this.searchEntries = undefined;
    this.searchAnswers.clear();
    this.filledAt = Date.now();
  }

  /** Past COUNTS_MAX_AGE_MS everything is read again (also a safety net for a lost announcement). */
  private dropIfOld(): void {
    if (Date.now() - this.filledAt > COUNTS_MAX_AGE_MS) {
      this.invalidate();
    }
  }

  /**
   * A procedure by id (archived too) with its connected form and its category's name, for the signed-in
   * detail routes: every procedure and category name is read once, kept until the next catalogue change,
   * so a detail reads none. One missing from the copy was written without an announcement (a seed), or
   * does not exist (a client can send any id to create a request): that one id is read, and kept if found;
   * the copy stays, so an unknown id costs one small read, not a read of the whole catalogue.
   */
  async tramite(id: number): Promise<TramiteWithCategory | undefined> {
    const byId = await this.loadTramites();
    const found = byId.get(id);
    if (found) {
      return found;
    }
    const row = await findTramiteWithFormById(this.db, id);
    if (!row) {
      return undefined;
    }
    const withCategory = { ...row, categoryName: await findCategoryName(this.db, row.categoryId) };
    byId.set(id, withCategory);
    return withCategory;
  }

  private loadTramites(): Promise<Map<number, TramiteWithCategory>> {
    this.dropIfOld();
    if (!this.tramitesById) {
      const loading = Promise.all([listTramitesWithForm(this.db), listCategoryNames(this.db)]).then(
        ([rows, names]) => {
          const categoryNames = new Map(names.map((category) => [category.id, category.name]));
          return new Map(
            rows.map((row) => [row.id, { ...row, categoryName: categoryNames.get(row.categoryId) ?? '' }]),
          );
        },
      );
      this.tramitesById = loading;
      // A failed read is not kept; one overtaken by an invalidation was dropped by it.
      loading.catch(() => {
        if (this.tramitesById === loading) {
          this.tramitesById = undefined;
        }
      });
    }
    return this.tramitesById;
  }

  /**
   * An `onSend` hook for the admin routes that change what the public catalogue shows: every successful
   * write reaches it on its next request, on every instance (DESIGN section 7).
   */
  readonly invalidateOnWrite = async (
    request: { method: string; log: { warn: (object: object, message: string) => void } },
    reply: { statusCode: number },
    payload: unknown,
  ) => {
    if (request.method !== 'GET' && reply.statusCode < 400) {
      this.invalidate();
      // The change is saved: failing to tell the others must not turn it into an error. They catch up
      // within COUNTS_MAX_AGE_MS anyway.
      await this.announceChange().catch((error: unknown) =>
        request.log.warn({ err: error }, 'could not tell the other instances about the catalogue change'),
      );
    }
    return payload;
  };

  listCategories(): KeptResource<CachedJson> {
    return this.remember('categories', async () => {
      const rows = await listPublicCategories(this.db);
      return rows.map(toCategoryDto);
    });
  }

  getCategory(id: number): KeptResource<CachedJson> {
    return this.remember(`category:${id}`, async () => {
      const row = await findPublicCategory(this.db, id);
      if (!row) {
        throw notFound(MSG.categoriaNoEncontrada);
      }
      return toCategoryDto(row);
    });
  }

  listTramites(categoryId: number): KeptResource<CachedJson> {
    return this.remember(`tramites:${categoryId}`, async () => {
      if (!(await findPublicCategory(this.db, categoryId))) {
        throw notFound(MSG.categoriaNoEncontrada);
      }
      const rows = await listActiveTramitesOfCategory(this.db, categoryId);
      // The public sees a form only once it is published: a draft's name is the admins' business.
      return rows.map((row) =>
        toTramiteDto(row.formIsPublished ? row : { ...row, formTemplateId: null, formTemplateName: null }),
      );
    });
  }

  /**
   * One active procedure of a public category, exactly as its category's list shows it (GET
   * /api/tramites/{id}, its page /tramite-info/{id}): found through that list, so it is current and public
   * by the same rule. An archived procedure, or one of a hidden category, is a 404.
   */
  async getPublicTramite(id: number): Promise<CachedJson> {
    const row = await this.tramite(id);
    if (!row?.isActive) {
      throw notFound(MSG.tramiteNoEncontrado);
    }
    return this.remember(`tramite:${id}`, async () => {
      const list = JSON.parse((await this.listTramites(row.categoryId)).json) as Tramite[];
      const found = list.find((tramite) => tramite.id === id);
      if (!found) {
        throw notFound(MSG.tramiteNoEncontrado);
      }
      return found;
    });
  }

  /**
   * The catalogue search (GET /api/tramites/search): the index is built from one read per catalogue change,
   * each answer computed in memory and kept among the last SEARCH_ANSWERS_KEPT. Sent as is, without the
   * compressed twins: a few KB, and compressing each new query would cost more than it saves.
   */
  async search(query: string): Promise<CachedResource> {
    this.dropIfOld();
    const cached = this.searchAnswers.get(query);
    if (cached) {
      return cached;
    }
    const generation = this.generation;
    const index = await this.loadSearchIndex();
    const body = Buffer.from(JSON.stringify(searchIndex(index, query)));
    const answer: CachedResource = {
      contentType: 'application/json; charset=utf-8',
      cacheControl: CATALOGUE_CACHE_CONTROL,
      variants: { identity: { body, etag: etagOf(body) } },
    };
    // An answer computed from an index an invalidation dropped meanwhile is sent, not kept.
    if (generation === this.generation) {
      if (this.searchAnswers.size >= SEARCH_ANSWERS_KEPT) {
        this.searchAnswers.delete(this.searchAnswers.keys().next().value!);
      }
      this.searchAnswers.set(query, answer);
    }
    return answer;
  }

  private loadSearchIndex(): Promise<SearchEntry[]> {
    if (!this.searchEntries) {
      const loading = listSearchableTramites(this.db).then(buildSearchIndex);
      this.searchEntries = loading;
      loading.catch(() => {
        if (this.searchEntries === loading) {
          this.searchEntries = undefined;
        }
      });
    }
    return this.searchEntries;
  }

  /**
   * A public body derived from the catalogue, serialised once (the lists above, a procedure's published form):
   * every admin change of the catalogue or of its forms invalidates them all.
   */
  remember(key: string, load: () => Promise<unknown>): KeptResource<CachedJson> {
    this.dropIfOld();
    const cached = this.entries.get(key);
    if (cached) {
      return cached;
    }
    const generation = this.generation;
    const pending = keepResource(
      load().then(async (value): Promise<CachedJson> => {
        const json = JSON.stringify(value);
        const resource = await withCompressedTwins(Buffer.from(json), {
          contentType: 'application/json; charset=utf-8',
          cacheControl: CATALOGUE_CACHE_CONTROL,
        });
        return { ...resource, json };
      }),
    );
    this.entries.set(key, pending);
    // Errors (404s) and results computed before an invalidation are not kept.
    pending.then(
      () => {
        if (generation !== this.generation) {
          this.entries.delete(key);
        }
      },
      () => this.entries.delete(key),
    );
    return pending;
  }
}
