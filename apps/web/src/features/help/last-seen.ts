// The newest "What's new" entry this user has seen, kept in this browser per user id (spec
// section 4: the what's-new panel's first-show flag). Private browsing or a full storage simply
// forgets it: the dot shows again, nothing breaks.

const key = (userId: string) => `tb-help-whats-new-seen:${userId}`;

export function lastSeenNews(userId: string): string | null {
  try {
    return window.localStorage.getItem(key(userId));
  } catch {
    return null;
  }
}

export function markNewsSeen(userId: string, id: string): void {
  try {
    window.localStorage.setItem(key(userId), id);
  } catch {
    // storage unavailable: the dot comes back next time
  }
}
