/**
 * Grid cells for radius search. Every profile with coordinates carries the cell it falls in at
 * five sizes (0.1° to 2°); a radius search asks for the cells that cover its circle at the finest
 * size that needs few of them, then checks the exact distance on the rows found. A handful of
 * index keys instead of every city within reach.
 */
import { type Namespace, term } from './search-terms';

export const CELL_LEVELS: readonly { ns: Namespace; degrees: number }[] = [
  { ns: 'geoCell1', degrees: 0.1 },
  { ns: 'geoCell2', degrees: 0.25 },
  { ns: 'geoCell3', degrees: 0.5 },
  { ns: 'geoCell4', degrees: 1 },
  { ns: 'geoCell5', degrees: 2 },
];

/** A radius search uses the finest level whose cover has at most this many cells. */
export const MAX_COVER_CELLS = 48;

const KM_PER_DEGREE = 111.2;

function cellIndex(lat: number, lon: number, degrees: number): number {
  const lonCells = Math.round(360 / degrees);
  const latIdx = Math.min(Math.round(180 / degrees) - 1, Math.max(0, Math.floor((lat + 90) / degrees)));
  const lonIdx = ((Math.floor((lon + 180) / degrees) % lonCells) + lonCells) % lonCells;
  return latIdx * lonCells + lonIdx;
}

export function cellTerms(lat: number, lon: number): number[] {
  return CELL_LEVELS.map((l) => term(l.ns, cellIndex(lat, lon, l.degrees)));
}

/**
 * Skills are also indexed per area cell of this size (search-terms.ts, skillAreaTerm): small
 * enough that a radius search reads few profiles outside its circle, large enough that a 100-mile
 * circle needs at most MAX_AREA_CELLS of them.
 */
export const AREA_DEGREES = 0.5;
/** The grid level of the same size: its profile counts estimate an area's. */
export const AREA_CELL_NAMESPACE = 'geoCell3' satisfies Namespace;
const MAX_AREA_CELLS = 100;

export function areaCell(lat: number, lon: number): number {
  return cellIndex(lat, lon, AREA_DEGREES);
}

/** Indices of the cells of one size that cover a circle (the bounding box of it). */
function coverIndices(lat: number, lon: number, km: number, degrees: number): Set<number> {
  const dLat = km / KM_PER_DEGREE;
  const dLon = km / (KM_PER_DEGREE * Math.max(0.05, Math.cos((lat * Math.PI) / 180)));
  const lat0 = Math.floor((Math.max(-90, lat - dLat) + 90) / degrees);
  const lat1 = Math.floor((Math.min(89.999, lat + dLat) + 90) / degrees);
  const lon0 = Math.floor((lon - dLon + 180) / degrees);
  const lon1 = Math.floor((lon + dLon + 180) / degrees);
  const lonCells = Math.round(360 / degrees);
  const cells = new Set<number>();
  for (let a = lat0; a <= lat1; a++) {
    for (let o = lon0; o <= lon1; o++) cells.add(a * lonCells + (((o % lonCells) + lonCells) % lonCells));
  }
  return cells;
}

/** The cells covering a circle, at the finest level that needs at most MAX_COVER_CELLS. */
export function coverCells(lat: number, lon: number, km: number): number[] {
  for (const level of CELL_LEVELS) {
    const cells = coverIndices(lat, lon, km, level.degrees);
    if (cells.size > MAX_COVER_CELLS && level !== CELL_LEVELS[CELL_LEVELS.length - 1]) continue;
    return [...cells].map((c) => term(level.ns, c));
  }
  return [];
}

/** The area cells covering a circle; null when a circle this large needs too many. */
export function coverAreas(lat: number, lon: number, km: number): number[] | null {
  const cells = coverIndices(lat, lon, km, AREA_DEGREES);
  return cells.size > MAX_AREA_CELLS ? null : [...cells];
}
