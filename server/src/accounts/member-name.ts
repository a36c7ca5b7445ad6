/**
 * The name a member is shown by to the club (comments, the card's club area, the feed, member
 * pages, the year in review): their name, else the part of their address before '@', never the
 * whole address.
 */
export function memberName(user: { name: string; email: string }): string {
  return user.name || user.email.split('@')[0] || '';
}
