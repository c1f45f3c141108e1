import {
  CATALOG_SEARCH_LIMIT,
  type CatalogSearchGroup,
  type CatalogSearchResult,
  type CatalogSearchTramite,
  foldAccents,
  tramitePriceHeadline,
} from '@tramites/shared';
import type { SearchableTramiteRow } from './catalog.repository.ts';

/*
 * The catalogue search (issue 26): a small index built once per catalogue change and scanned in memory
 * (about a hundred procedures: a scan is a few microseconds, no database read and no search engine).
 */

type MatchField = CatalogSearchTramite['matched_in'];

/** The fields searched, best first: the position is the rank a token found there adds. */
const FIELDS: MatchField[] = ['nombre', 'dependencia', 'descripcion', 'documentos'];

export interface SearchEntry {
  result: Omit<CatalogSearchTramite, 'matched_in'>;
  categoryId: number;
  categoryName: string;
  /** Folded text of each field in FIELDS order, padded with spaces so ' token' finds a word start. */
  texts: string[];
}

/**
 * Accents and case folded by the shared `foldAccents` (so 'pasaporté' finds 'Pasaporte'), punctuation read
 * as a space (so 'e.firma' and 'e firma' meet).
 */
export const normalizeForSearch = (value: string): string =>
  ` ${foldAccents(value)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

export function buildSearchIndex(rows: SearchableTramiteRow[]): SearchEntry[] {
  return rows.map((row) => {
    const headline = tramitePriceHeadline({
      price_type: row.priceType,
      fixed_price: row.fixedPrice === null ? null : Number(row.fixedPrice),
      government_fee: row.governmentFee === null ? null : Number(row.governmentFee),
      price_from: row.priceFrom === null ? null : Number(row.priceFrom),
    });
    return {
      result: {
        id: row.id,
        name: row.name,
        price_label: headline.label,
        price_caption: headline.caption,
        estimated_time_days: row.estimatedTimeDays,
        dependencia: row.dependencia,
      },
      categoryId: row.categoryId,
      categoryName: row.categoryName,
      texts: [row.name, row.dependencia, row.description, row.requiredDocuments.join(' · ')].map(
        normalizeForSearch,
      ),
    };
  });
}

interface Hit {
  entry: SearchEntry;
  score: number;
  order: number;
  matchedIn: MatchField;
}

/**
 * Every word of the query must be found in some field. A procedure ranks by where its words were found
 * (name first, then dependencia, description, documents; a word's start before its middle), and one whose
 * name begins with the whole query comes first of all; ties keep the catalogue's order. The best `limit`
 * are grouped by category, the group of the best result first.
 */
export function searchIndex(
  index: SearchEntry[],
  query: string,
  limit: number = CATALOG_SEARCH_LIMIT,
): CatalogSearchResult {
  const folded = normalizeForSearch(query);
  const tokens = folded.trim().split(' ').filter(Boolean);
  const hits: Hit[] = [];
  index.forEach((entry, order) => {
    let score = 0;
    let best = FIELDS.length;
    for (const token of tokens) {
      const field = entry.texts.findIndex((text) => text.includes(token));
      if (field === -1) {
        return;
      }
      const atWordStart = entry.texts[field]!.includes(` ${token}`);
      score += field * 2 + (atWordStart ? 0 : 1);
      best = Math.min(best, field);
    }
    if (entry.texts[0]!.startsWith(folded.trimEnd())) {
      score -= 1;
    }
    hits.push({ entry, score, order, matchedIn: FIELDS[best]! });
  });
  hits.sort((a, b) => a.score - b.score || a.order - b.order);

  const groups = new Map<number, CatalogSearchGroup>();
  for (const { entry, matchedIn } of hits.slice(0, limit)) {
    let group = groups.get(entry.categoryId);
    if (!group) {
      group = { category_id: entry.categoryId, category_name: entry.categoryName, tramites: [] };
      groups.set(entry.categoryId, group);
    }
    group.tramites.push({ ...entry.result, matched_in: matchedIn });
  }
  return { q: query, total: hits.length, groups: [...groups.values()] };
}
