import { describe, expect, it } from 'vitest';
import { statementKind } from './trace.js';

describe('statementKind', () => {
  it("names the search's statements on both engines", () => {
    expect(statementKind(`SELECT w.lexeme AS word, "titles".* FROM unnest(...)`)).toBe('counts');
    expect(
      statementKind(`select coalesce(json_agg("t"."id" ORDER BY "t"."key")::text, '[]')`),
    ).toBe('tier');
    expect(statementKind('select json_group_array("t"."id" ORDER BY "t"."key") as "ids"')).toBe(
      'tier',
    );
    expect(statementKind('select "film_id", "person_id" from "film_person" where')).toBe('credits');
    expect(statementKind('select "film"."id", "film"."nom", "film"."nomo" from "film"')).toBe(
      'cards',
    );
  });

  it('names any other by its first words, in printable ASCII', () => {
    expect(statementKind('  SELECT  count(*)\n FROM   "película_x" WHERE')).toBe(
      'SELECT count(*) FROM "pe',
    );
    expect(statementKind('SELECT ñ FROM t')).toBe('SELECT ? FROM t');
  });
});
