import { type GazetteerPlace, push } from './gazetteer.ts';
import { nameSpellings } from './normalize.ts';

/** A name typed in full ranks like a place about three times as big ("Bell" before "Bellflower"). */
const WHOLE_NAME_BONUS = 0.5;
/** A match on a later word ("john" in "St. John's") ranks like a place thirty times smaller. */
const LATER_WORD_PENALTY = 1.5;
const KM_PER_DEGREE = 111.2;

interface NameKey {
  key: string;
  ref: number;
  /** log10(population + 1), less the later-word penalty. */
  score: number;
  whole: boolean;
}

/**
 * In-memory search structures over the gazetteer, built once. Name keys (every spelling of a
 * name, and each of its later words) sit in buckets by their first one and two letters, best
 * score first, so a search reads its bucket only until the best results are certain.
 */
export class PlaceIndex {
  private readonly byFirst = new Map<string, NameKey[]>();
  private readonly byFirstTwo = new Map<string, NameKey[]>();
  private readonly postal = new Map<string, GazetteerPlace[]>();
  /** Every place by latitude, for the nearest-place search. */
  private readonly byLat: GazetteerPlace[];

  constructor(readonly places: readonly GazetteerPlace[]) {
    const keys: NameKey[] = [];
    places.forEach((place, ref) => {
      if (place.kind !== 'city') return;
      const score = Math.log10(place.population + 1);
      for (const spelling of nameSpellings(place.name)) {
        keys.push({ key: spelling, ref, score, whole: true });
        for (let at = spelling.indexOf(' '); at !== -1; at = spelling.indexOf(' ', at + 1)) {
          const key = spelling.slice(at + 1);
          keys.push({ key, ref, score: score - LATER_WORD_PENALTY, whole: false });
        }
      }
    });
    keys.sort((a, b) => b.score - a.score);
    for (const k of keys) {
      push(this.byFirst, k.key.slice(0, 1), k);
      push(this.byFirstTwo, k.key.slice(0, 2), k);
    }
    for (const p of places) if (p.kind !== 'city') push(this.postal, p.postal.slice(0, 2), p);
    for (const codes of this.postal.values()) codes.sort((a, b) => (a.postal < b.postal ? -1 : 1));
    this.byLat = [...places].sort((a, b) => a.lat - b.lat);
  }

  /** Cities whose name, or a later word of it, starts with `text` (normalized), best first. */
  byName(text: string, limit: number, accept?: (p: GazetteerPlace) => boolean): GazetteerPlace[] {
    const bucket = (text.length === 1 ? this.byFirst : this.byFirstTwo).get(text.slice(0, 2));
    const top: { ref: number; score: number }[] = [];
    for (const k of bucket ?? []) {
      // Keys come best first: once even a whole-name match could not enter the top, stop.
      if (top.length === limit && k.score + WHOLE_NAME_BONUS <= top[limit - 1].score) break;
      if (!k.key.startsWith(text) || (accept && !accept(this.places[k.ref]))) continue;
      const score = k.score + (k.whole && k.key.length === text.length ? WHOLE_NAME_BONUS : 0);
      const seen = top.findIndex((t) => t.ref === k.ref);
      if (seen !== -1 && top[seen].score >= score) continue;
      if (seen !== -1) top.splice(seen, 1);
      let at = top.length;
      while (at > 0 && top[at - 1].score < score) at--;
      top.splice(at, 0, { ref: k.ref, score });
      if (top.length > limit) top.pop();
    }
    return top.map((t) => this.places[t.ref]);
  }

  /** ZIP codes or FSAs starting with `prefix` (2+ characters, upper case), in code order. */
  byPostal(prefix: string, limit: number): GazetteerPlace[] {
    const found: GazetteerPlace[] = [];
    for (const p of this.postal.get(prefix.slice(0, 2)) ?? []) {
      if (found.length === limit) break;
      if (p.postal.startsWith(prefix)) found.push(p);
    }
    return found;
  }

  /**
   * The place nearest a point: scan a band of latitude around it, widened until the nearest
   * place found is closer than the band's edge (nothing outside the band can then be closer).
   */
  nearest(lat: number, lng: number): { place: GazetteerPlace; km: number } | undefined {
    const cos = Math.cos((lat * Math.PI) / 180);
    for (let band = 0.25; ; band *= 2) {
      let best: GazetteerPlace | undefined;
      let bestD = Number.POSITIVE_INFINITY;
      for (let i = this.firstAtLeast(lat - band); i < this.byLat.length; i++) {
        const p = this.byLat[i];
        if (p.lat > lat + band) break;
        let dLng = Math.abs(p.lng - lng);
        if (dLng > 180) dLng = 360 - dLng; // the Aleutians straddle the antimeridian
        const d = (dLng * cos) ** 2 + (p.lat - lat) ** 2;
        if (d < bestD) [best, bestD] = [p, d];
      }
      const degrees = Math.sqrt(bestD);
      if (best && degrees <= band) return { place: best, km: degrees * KM_PER_DEGREE };
      if (band >= 180) return best && { place: best, km: degrees * KM_PER_DEGREE };
    }
  }

  private firstAtLeast(lat: number): number {
    let [lo, hi] = [0, this.byLat.length];
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.byLat[mid].lat < lat) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
