import { describe, expect, it } from 'vitest';
import { countSql, rowsSql } from './build-select';
import { insertStatements } from './build-mutation';
import { parseQuery } from './parse-query';
import { resolveSelect } from './resolve-select';
import type { Relation, Schema } from './schema-cache';
import { Params } from './sql';

const relation = (name: string, columns: string[], primaryKey: string[]): Relation => ({
  name, primaryKey, columns: new Map(columns.map((c) => [c, { name: c, type: 'text' }])),
});
const schema: Schema = {
  relations: new Map([
    ['users', relation('users', ['userid', 'displayname'], ['userid'])],
    ['studysessions', relation('studysessions', ['sessionid', 'userid', 'status', 'subjectname'], ['sessionid'])],
  ]),
  foreignKeys: [{ name: 'studysessions_userid_fkey', table: 'studysessions', columns: ['userid'], refTable: 'users', refColumns: ['userid'], oneToOne: false }],
  functions: new Map(),
};

function build(query: string, table = 'studysessions') {
  const parsed = parseQuery(new URLSearchParams(query));
  const node = resolveSelect(schema, schema.relations.get(table)!, parsed.select, parsed.paths);
  const params = new Params();
  return { sql: rowsSql(node, params), count: countSql(node, params), params: params.values };
}

describe('SQL built from a request', () => {
  it('quotes catalog names and passes every value as a parameter', () => {
    const evil = "x'; drop table users; --";
    const { sql, params } = build(`select=sessionid,owner:users(displayname)&subjectname=eq.${encodeURIComponent(evil)}&status=in.(a,b)&or=(status.eq.c,subjectname.ilike.*bio*)&order=status.desc.nullslast&limit=5&offset=10`);
    expect(sql).not.toContain(evil);
    expect(sql).not.toContain('drop');
    expect(params.slice(0, 5)).toEqual([evil, 'a', 'b', 'c', '%bio%']);
    expect(sql).toContain('t0."subjectname" = $1');
    expect(sql).toContain('(SELECT row_to_json(_e) FROM (SELECT t1."displayname" AS "displayname" FROM "public"."users" t1 WHERE t1."userid" = t0."userid" LIMIT 1) _e) AS "owner"');
    expect(sql).toContain('ORDER BY t0."status" DESC NULLS LAST LIMIT 5 OFFSET 10');
  });

  it('embeds one-to-many as an array and !inner as EXISTS', () => {
    const { sql } = build('select=displayname,studysessions!inner(status)&studysessions.status=eq.completed&studysessions.limit=3', 'users');
    expect(sql).toMatch(/\(SELECT coalesce\(json_agg\(_e\), '\[\]'\) FROM \(SELECT t1\."status" AS "status" FROM "public"\."studysessions" t1 WHERE t1\."userid" = t0\."userid" AND t1\."status" = \$\d+ LIMIT 3\) _e\) AS "studysessions"/);
    expect(sql).toContain('EXISTS (SELECT 1 FROM "public"."studysessions" t1 WHERE t1."userid" = t0."userid" AND t1."status" = $');
  });

  it('refuses names the catalog does not know', () => {
    expect(() => build('select=nope')).toThrow(/column studysessions.nope does not exist/);
    expect(() => build('nope=eq.1')).toThrow(/does not exist/);
    expect(() => build('order=nope')).toThrow(/does not exist/);
    expect(() => build('select=*,plans(*)')).toThrow(/Could not find a relationship/);
  });

  it('inserts through json_populate_recordset with the payload as one parameter', () => {
    const params = new Params();
    const [sql] = insertStatements(schema.relations.get('users')!, [{ userid: 'u1', displayname: "Robert'); drop table users;--" }], { missingDefault: false, resolution: 'merge-duplicates' }, params, true);
    // Every payload column is set on a merge, the key too; the WHEREs count the rows it inserted.
    expect(sql).toMatch(/^INSERT INTO "public"."users" AS t0 \("userid", "displayname"\) SELECT "userid", "displayname" FROM json_populate_recordset\(NULL::"public"."users", \$1::json\) WHERE .+ ON CONFLICT \("userid"\) DO UPDATE SET "userid" = EXCLUDED."userid", "displayname" = EXCLUDED."displayname" WHERE .+ RETURNING t0\.\*$/);
    expect(sql).not.toContain('Robert');
    expect(() => insertStatements(schema.relations.get('users')!, { hack: 1 }, { missingDefault: false }, new Params(), false)).toThrow(/Could not find the 'hack' column/);
  });
});
