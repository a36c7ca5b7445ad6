/**
 * The name a member is shown by to the club (comments, the card's club area, the feed, member
 * pages, the year in review): their name, never any part of their address (issue 47: a local
 * part such as 'pepa.larguisima.direccion' gave the address away). The new-user screen asks for
 * a name; until one is given the member is 'Socio sin nombre'.
 */
export function memberName(user: { name: string; email?: string }): string {
  return user.name.trim() || UNNAMED_MEMBER;
}

export const UNNAMED_MEMBER = 'Socio sin nombre';
