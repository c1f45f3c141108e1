import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { CATEGORY_COLORS, type Category, type CategoryColor, MSG, type Tramite } from '@tramites/shared';
import type { Database, DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import {
  type CategoryWithCounts,
  findCategoryName,
  findPublicCategory,
  findTramiteById,
  listActiveTramitesOfCategory,
  listPublicCategories,
  type TramiteRow,
} from './catalog.repository.ts';

export interface CachedBody {
  body: string;
  /** The same body gzipped once when cached: most clients accept it, and bytes are the hot path's cost. */
  gzipped: Buffer;
  etag: string;
}

const toMoney = (value: string | null): number | null => (value === null ? null : Number(value));

const toColor = (value: string): CategoryColor =>
  (CATEGORY_COLORS as readonly string[]).includes(value) ? (value as CategoryColor) : 'blue';

export type { TramiteRow };

/** A procedure by id, active or not (requests keep pointing at archived ones). */
export const getTramite = (db: DbOrTx, id: number): Promise<TramiteRow | undefined> =>
  findTramiteById(db, id);

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

export function toTramiteDto(row: TramiteRow): Tramite {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category_id: row.categoryId,
    price_type: row.priceType,
    fixed_price: row.priceType === 'fijo' ? toMoney(row.fixedPrice) : null,
    government_fee: toMoney(row.governmentFee),
    estimated_time_days: row.estimatedTimeDays,
    required_documents: row.requiredDocuments,
    display_order: row.displayOrder,
    dependencia: row.dependencia,
    fundamento_juridico: row.fundamentoJuridico,
    modalidad: row.modalidad,
    vigencia: row.vigencia,
    is_active: row.isActive,
    form_template_id: null,
    form_template_name: null,
    has_custom_form: false,
  };
}

/** The request counts on category cards may lag this much; catalogue edits invalidate at once. */
const COUNTS_MAX_AGE_MS = 60_000;

/**
 * The public catalogue, serialised once and kept in memory with its ETag until any catalogue
 * change calls `invalidate()` (DESIGN section 7), or the request counts it carries grow old.
 */
export class CatalogCache {
  private readonly entries = new Map<string, Promise<CachedBody>>();
  private generation = 0;
  private filledAt = Date.now();

  constructor(private readonly db: Database) {}

  invalidate(): void {
    this.generation++;
    this.entries.clear();
    this.filledAt = Date.now();
  }

  listCategories(): Promise<CachedBody> {
    return this.remember('categories', async () => {
      const rows = await listPublicCategories(this.db);
      return rows.map(toCategoryDto);
    });
  }

  getCategory(id: number): Promise<CachedBody> {
    return this.remember(`category:${id}`, async () => {
      const row = await findPublicCategory(this.db, id);
      if (!row) {
        throw notFound(MSG.categoriaNoEncontrada);
      }
      return toCategoryDto(row);
    });
  }

  listTramites(categoryId: number): Promise<CachedBody> {
    return this.remember(`tramites:${categoryId}`, async () => {
      if (!(await findPublicCategory(this.db, categoryId))) {
        throw notFound(MSG.categoriaNoEncontrada);
      }
      const rows = await listActiveTramitesOfCategory(this.db, categoryId);
      return rows.map(toTramiteDto);
    });
  }

  private remember(key: string, load: () => Promise<unknown>): Promise<CachedBody> {
    if (Date.now() - this.filledAt > COUNTS_MAX_AGE_MS) {
      this.invalidate();
    }
    const cached = this.entries.get(key);
    if (cached) {
      return cached;
    }
    const generation = this.generation;
    const pending = load().then((value) => {
      const body = JSON.stringify(value);
      return {
        body,
        gzipped: gzipSync(body),
        etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      };
    });
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
