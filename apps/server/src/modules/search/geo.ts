/**
 * Places for search: cities by id, and the cities within a radius of one (a bounding box on the
 * coordinates, then the great-circle distance). Answers are cached: the same few metro areas
 * come up again and again.
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
  private readonly radius = new Map<string, number[]>();

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

  /** Ids of every city within `km` of the center city, the center included. */
  async within(center: GeoCity, km: number): Promise<number[]> {
    const key = `${center.id}:${km}`;
    const cached = this.radius.get(key);
    if (cached) return cached;
    const dLat = km / 111.2;
    const dLon = km / (111.2 * Math.max(0.05, Math.cos((center.lat * Math.PI) / 180)));
    const { rows } = await this.pool.query<{ id: number; lat: number; lon: number }>(
      `select id, lat, lon from geo_cities
        where lat between $1 and $2 and lon between $3 and $4`,
      [center.lat - dLat, center.lat + dLat, center.lon - dLon, center.lon + dLon],
    );
    const ids = rows.filter((r) => distanceKm(center.lat, center.lon, r.lat, r.lon) <= km).map((r) => r.id);
    if (!ids.includes(center.id)) ids.push(center.id);
    if (this.radius.size > CACHE_LIMIT) this.radius.clear();
    this.radius.set(key, ids);
    return ids;
  }
}
