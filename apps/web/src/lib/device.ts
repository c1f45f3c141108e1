const MOBILE_MAX_WIDTH = 768;
const MOBILE_USER_AGENT = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

/**
 * The one mobile check (spec section 7: longer category timeout and retries on phones).
 * A narrow viewport or a mobile browser counts as mobile.
 */
export function isMobileDevice(): boolean {
  if (typeof window === 'undefined') {
    return false;
  }
  const narrow =
    window.matchMedia?.(`(max-width: ${MOBILE_MAX_WIDTH}px)`).matches ??
    window.innerWidth <= MOBILE_MAX_WIDTH;
  return narrow || MOBILE_USER_AGENT.test(navigator.userAgent);
}
