/**
 * The member's "Show tips and tutorials" switch, kept in this browser: '1' pauses every tutorial.
 * Tiny on purpose: the app shell imports it.
 */
export const GUIDANCE_PAUSED_KEY = 'talentbase.guidance.paused';
export const GUIDANCE_PAUSE_EVENT = 'talentbase:guidance-paused';

export function guidancePaused(): boolean {
  try {
    return localStorage.getItem(GUIDANCE_PAUSED_KEY) === '1';
  } catch {
    return false;
  }
}

export function setGuidancePaused(paused: boolean): void {
  try {
    if (paused) localStorage.setItem(GUIDANCE_PAUSED_KEY, '1');
    else localStorage.removeItem(GUIDANCE_PAUSED_KEY);
  } catch {
    // Storage refused (private mode): the switch applies to this page only.
  }
  window.dispatchEvent(new Event(GUIDANCE_PAUSE_EVENT));
}
