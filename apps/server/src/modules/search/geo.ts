/**
 * Cities by id for search (radius centres, facet labels), cached: the same few metro areas come
 * up again and again. `distanceKm` is the great-circle distance shown on hits.
 */
import type pg from 'pg';

export type GeoCity = {
  id: number;
  name: string;
  country: string;
  adminCode: string | null;
  population: number;
  lat: number;
  lon: number;
};

const EARTH_RADIUS_KM = 6371.0088;

export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

const CACHE_LIMIT = 2000;

export class GeoIndex {
  private readonly cities = new Map<number, GeoCity | null>();

  constructor(private readonly pool: pg.Pool) {}

  async city(id: number): Promise<GeoCity | null> {
    if (this.cities.has(id)) return this.cities.get(id) ?? null;
    const [found] = await this.load([id]);
    return found ?? null;
  }

  async citiesById(ids: readonly number[]): Promise<Map<number, GeoCity>> {
    const missing = ids.filter((id) => !this.cities.has(id));
    if (missing.length) await this.load(missing);
    const out = new Map<number, GeoCity>();
    for (const id of ids) {
      const c = this.cities.get(id);
      if (c) out.set(id, c);
    }
    return out;
  }

  private async load(ids: readonly number[]): Promise<GeoCity[]> {
    const { rows } = await this.pool.query<GeoCity & { admin_code: string | null }>(
      'select id, name, country, admin_code, population, lat, lon from geo_cities where id = any($1::int[])',
      [ids],
    );
    if (this.cities.size > CACHE_LIMIT * 10) this.cities.clear();
    const found = rows.map((r) => ({ ...r, adminCode: r.admin_code }));
    for (const id of ids) this.cities.set(id, found.find((c) => c.id === id) ?? null);
    return found;
  }
}
