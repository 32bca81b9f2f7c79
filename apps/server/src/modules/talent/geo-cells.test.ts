import { describe, expect, it } from 'vitest';
import { areaCell, CELL_LEVELS, cellTerms, coverAreas, coverCells, MAX_COVER_CELLS } from './geo-cells';

const AUSTIN = { lat: 30.26715, lon: -97.74306 };
const ROUND_ROCK = { lat: 30.50826, lon: -97.6789 };

describe('grid cells', () => {
  it('give every place one cell per size', () => {
    expect(cellTerms(AUSTIN.lat, AUSTIN.lon)).toHaveLength(CELL_LEVELS.length);
  });

  it('cover a circle with few cells, including every place inside it', () => {
    for (const km of [8, 16, 25, 50, 80, 160]) {
      const cover = new Set(coverCells(AUSTIN.lat, AUSTIN.lon, km));
      expect(cover.size).toBeLessThanOrEqual(MAX_COVER_CELLS);
      expect(cellTerms(AUSTIN.lat, AUSTIN.lon).some((c) => cover.has(c))).toBe(true);
      // Round Rock is 27 km away: inside every radius from 50 km up.
      if (km >= 50) expect(cellTerms(ROUND_ROCK.lat, ROUND_ROCK.lon).some((c) => cover.has(c))).toBe(true);
    }
  });

  it('cover a circle of up to 100 miles with area cells, including every place inside it', () => {
    for (const km of [8, 50, 160]) {
      const areas = coverAreas(AUSTIN.lat, AUSTIN.lon, km);
      expect(areas).not.toBeNull();
      expect(areas).toContain(areaCell(AUSTIN.lat, AUSTIN.lon));
      if (km >= 50) expect(areas).toContain(areaCell(ROUND_ROCK.lat, ROUND_ROCK.lon));
    }
    // Far north a wide circle spans too many: the search then goes without them.
    expect(coverAreas(69.6, 18.9, 500)).toBeNull();
  });

  it('wrap around the date line and stay inside the poles', () => {
    const cover = coverCells(0, 179.95, 50);
    expect(cover.length).toBeGreaterThan(0);
    expect(cellTerms(0, -179.95).some((c) => cover.includes(c))).toBe(true);
    expect(coverCells(89.9, 0, 160).length).toBeGreaterThan(0);
  });
});
