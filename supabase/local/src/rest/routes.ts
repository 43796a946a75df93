import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Caller, Queryable, QueryOptions } from '../db/database';
import { ANSWERED, createArea, type Area, type AreaContext } from '../server/area';
import type { ServerContext } from '../server/context';
import { toHttpError } from '../server/error-response';
import { HttpError } from '../server/http-error';
import { readJson } from '../server/read-body';
import { sendEmpty, sendText } from '../server/send';
import { deleteStatement, insertedSql, insertStatements, parseColumnsParam, updateStatement } from './build-mutation';
import { pickOverload, rpcCall } from './build-rpc';
import { countSql, jsonOf, rowsSql } from './build-select';
import { parseQuery } from './parse-query';
import { fromPostgresError, isPostgresError } from '../server/postgres-error';
import { readPrefer, wantsSingleObject } from './prefer';
import { resolveSelect, type ResolvedNode } from './resolve-select';
import { badRequest, unknownTable } from './rest-errors';
import type { Relation, Schema, SchemaCache } from './schema-cache';
import { Params } from './sql';

interface Answer {
  status: number;
  body?: string;
  headers?: Record<string, string>;
}

interface JsonRows {
  body: string | null;
  rows: number;
  total?: number;
}

const notOneRow = (rows: number) =>
  new HttpError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows} rows`);

function checkProfile(req: IncomingMessage): void {
  const profile = req.headers['accept-profile'] ?? req.headers['content-profile'];
  if (profile !== undefined && profile !== 'public') {
    throw new HttpError(406, 'PGRST106', 'The schema must be one of the following: public', null);
  }
}

function answerRows(result: JsonRows, single: boolean, status: number, offset = 0): Answer {
  const total = result.total ?? '*';
  const range = result.rows > 0 ? `${offset}-${offset + result.rows - 1}/${total}` : `*/${total}`;
  if (single && result.rows !== 1) throw notOneRow(result.rows);
  return { status, body: result.body ?? (single ? 'null' : '[]'), headers: { 'Content-Range': range } };
}

async function one<T>(tx: Queryable, sql: string, params: Params, options?: QueryOptions): Promise<T> {
  const { rows } = await tx.query<T>(sql, params.values, options);
  return rows[0] as T;
}

function rangeHeader(req: IncomingMessage, node: ResolvedNode): void {
  const match = /^(\d+)-(\d*)$/.exec(String(req.headers.range ?? ''));
  if (!match || node.limit !== undefined) return;
  node.offset = Number(match[1]);
  if (match[2]) node.limit = Math.max(0, Number(match[2]) - node.offset + 1);
}

async function read(req: IncomingMessage, tx: Queryable, schema: Schema, relation: Relation, search: URLSearchParams): Promise<Answer> {
  const parsed = parseQuery(search);
  const node = resolveSelect(schema, relation, parsed.select, parsed.paths);
  rangeHeader(req, node);
  const prefer = readPrefer(req.headers);
  const single = wantsSingleObject(req.headers);
  const params = new Params();
  if (req.method === 'HEAD') {
    const total = prefer.count ? (await one<{ total: number }>(tx, `SELECT (${countSql(node, params)})::int AS total`, params)).total : '*';
    return { status: 200, headers: { 'Content-Range': `*/${total}` } };
  }
  const sql = `SELECT j.body, j.rows${prefer.count ? `, (${countSql(node, params)})::int AS total` : ''} FROM (${jsonOf(rowsSql(node, params), single)}) j`;
  return answerRows(await one<JsonRows>(tx, sql, params), single, 200, node.offset ?? 0);
}

/**
 * Rows a mutation returned, shaped by ?select=, as one top-level CTE statement; with how many rows
 * a merge inserted, read once the rows are aggregated (so once every insert has run).
 */
async function represent(tx: Queryable, statements: string[], node: ResolvedNode, params: Params, single: boolean, last: boolean) {
  const shape: ResolvedNode = { ...node, filters: [], limit: undefined, offset: undefined };
  const ctes = statements.map((s, i) => `_m${i} AS (${s})`);
  const union = statements.map((_s, i) => `SELECT * FROM _m${i}`).join(' UNION ALL ');
  const sql = `WITH ${ctes.join(', ')}, _m AS (${union}) SELECT j.*, ${insertedSql} AS inserted FROM (${jsonOf(rowsSql(shape, params, '_m', false), single)}) j`;
  return one<JsonRows & { inserted: number | null }>(tx, sql, params, { last });
}

async function runAll(tx: Queryable, statements: string[], params: Params, last: boolean): Promise<number> {
  let changed = 0;
  for (const [i, statement] of statements.entries()) {
    changed += (await tx.query(statement, params.values, { last: last && i === statements.length - 1 })).rowCount;
  }
  return changed;
}

/** PostgREST's Content-Range after a write: the rows it changed, and their number when a count was asked for. */
function writeRange(method: string, rows: number, count: boolean): string {
  const total = count ? String(rows) : '*';
  return method !== 'POST' && rows > 0 ? `0-${rows - 1}/${total}` : `*/${total}`;
}

const tooManyRows = (rows: number) =>
  new HttpError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${rows} rows`);

/** Answered, then undone: Prefer tx=rollback. */
class RolledBack extends Error {
  constructor(readonly answer: Answer) {
    super('rolled back');
  }
}

async function mutate(req: IncomingMessage, body: unknown, tx: Queryable, schema: Schema, relation: Relation, search: URLSearchParams): Promise<Answer> {
  const parsed = parseQuery(search);
  const prefer = readPrefer(req.headers);
  const single = wantsSingleObject(req.headers);
  if ([...parsed.paths.keys()].some((p) => p !== '')) throw badRequest('Filters on embedded resources are not supported when changing rows');
  const node = resolveSelect(schema, relation, parsed.select, parsed.paths);
  const params = new Params();
  const returning = prefer.representation;
  const method = req.method ?? 'POST';
  let statements: string[];
  let status: number;
  if (method === 'POST') {
    statements = insertStatements(relation, body, {
      ...(parsed.columns ? { columns: parseColumnsParam(parsed.columns) } : {}),
      ...(parsed.onConflict ? { onConflict: parseColumnsParam(parsed.onConflict) } : {}),
      ...(prefer.resolution ? { resolution: prefer.resolution } : {}),
      missingDefault: prefer.missingDefault,
    }, params, returning);
    status = 201;
  } else {
    const statement = method === 'PATCH'
      ? updateStatement(relation, body, node.filters, params, returning)
      : deleteStatement(relation, node.filters, params, returning);
    statements = statement ? [statement] : [];
    status = returning ? 200 : 204;
  }
  if (statements.length === 0) return returning ? { status, body: single ? 'null' : '[]' } : { status: status === 201 ? 201 : 204 };
  const maxAffected = method === 'POST' ? undefined : prefer.maxAffected;
  // Only a statement nothing checks afterwards may take its COMMIT along with it.
  const last = !single && !prefer.rollback && maxAffected === undefined;
  let answer: Answer;
  let changed: number;
  if (returning) {
    const result = await represent(tx, statements, node, params, single, last);
    changed = result.rows;
    if (single && result.rows !== 1) throw notOneRow(result.rows);
    // As PostgREST: a merge that inserted nothing (every row was already there) answers 200.
    if (prefer.resolution === 'merge-duplicates' && result.inserted === 0) status = 200;
    answer = { status, body: result.body ?? (single ? 'null' : '[]') };
  } else {
    changed = await runAll(tx, statements, params, last);
    answer = { status };
  }
  if (maxAffected !== undefined && changed > maxAffected) throw tooManyRows(changed);
  answer.headers = { 'Content-Range': writeRange(method, changed, prefer.count) };
  if (prefer.rollback) throw new RolledBack({ ...answer, headers: { ...answer.headers, 'Preference-Applied': 'tx=rollback' } });
  return answer;
}

async function callFunction(req: IncomingMessage, body: unknown, tx: Queryable, schema: Schema, name: string, search: URLSearchParams): Promise<Answer> {
  const overloads = schema.functions.get(name);
  const argNames = new Set((overloads ?? []).flatMap((fn) => fn.args.map((a) => a.name)));
  const parsed = parseQuery(search, req.method === 'POST' ? new Set() : argNames);
  if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
    throw new HttpError(400, 'PGRST102', 'Function arguments must be a JSON object');
  }
  const args = req.method === 'POST' ? ((body ?? {}) as Record<string, unknown>) : Object.fromEntries(parsed.rest);
  const fn = pickOverload(name, overloads, Object.keys(args));
  const params = new Params();
  const { from, call } = rpcCall(fn, args, params);
  const single = wantsSingleObject(req.headers);
  if (!fn.returnsSet) {
    if (fn.returnType === 'void') {
      await tx.query(`SELECT ${call}${from ? ` FROM ${from}` : ''}`, params.values, { last: true });
      return { status: 204 };
    }
    const result = await one<{ body: string }>(tx, `SELECT to_json(${call})::text AS body${from ? ` FROM ${from}` : ''}`, params, { last: true });
    return { status: 200, body: result.body ?? 'null' };
  }
  const source = `${from ? `${from} CROSS JOIN LATERAL ` : ''}${call}`;
  if (fn.outputColumns.length === 0) {
    const sql = `SELECT coalesce(json_agg(t0), '[]')::text AS body, count(*)::int AS rows FROM ${source} t0`;
    return answerRows(await one<JsonRows>(tx, sql, params, { last: !single }), single, 200);
  }
  const relation: Relation = { name, primaryKey: [], columns: new Map(fn.outputColumns.map((c) => [c, { name: c, type: 'unknown' }])) };
  const node = resolveSelect(schema, relation, parsed.select, parsed.paths);
  return answerRows(await one<JsonRows>(tx, jsonOf(rowsSql(node, params, source), single), params, { last: !single }), single, 200, node.offset ?? 0);
}

function send(res: ServerResponse, req: IncomingMessage, answer: Answer): void {
  if (answer.body === undefined || req.method === 'HEAD') return sendEmpty(res, answer.status, answer.headers);
  sendText(res, answer.status, answer.body, answer.headers);
}

/**
 * As PostgREST: a request that cannot write (GET, HEAD, a stable function) reads in a read-only
 * statement of its own; any other runs in a read-write transaction that a failed check after its
 * statement (a single object asked for, or more rows than max-affected allows) rolls back, as
 * does a request sent with Prefer tx=rollback once it has its answer.
 */
async function asCaller(ctx: ServerContext, caller: Caller, readOnly: boolean, work: (tx: Queryable) => Promise<Answer>): Promise<Answer> {
  try {
    return await (readOnly ? work(ctx.readAsCaller(caller)) : ctx.runAsCaller(caller, work));
  } catch (error) {
    if (error instanceof RolledBack) return error.answer;
    throw isPostgresError(error) ? fromPostgresError(error, caller) : error;
  }
}

/** PostgREST's error shape {code, details, hint, message}. */
function writeRestError(res: ServerResponse, error: unknown): number {
  const http = toHttpError(error);
  sendText(res, http.status, JSON.stringify({ code: http.code, details: http.details, hint: http.hint, message: http.message }));
  return http.status;
}

/** The path's one name (a table, or a function after rpc/), decoded as PostgREST decodes it. */
function nameIn(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw badRequest('Malformed path');
  }
}

const rawSegment = (c: AreaContext) => c.req.path.split('/').filter(Boolean).at(-1) ?? '';

/** /rest/v1: PostgREST's read, write and rpc surface, as far as supabase-js uses it. */
export function createRestArea(ctx: ServerContext, cache: SchemaCache, log: (line: string) => void): Area {
  const rest = createArea({ name: 'rest', writeError: writeRestError, log });

  /** Who calls, in which profile, with which body; the same checks, in the same order, for every route. */
  const begin = async (c: AreaContext) => {
    const req = c.env.incoming;
    const caller = await ctx.authenticate(req.headers);
    checkProfile(req);
    const method = req.method ?? 'GET';
    const reading = method === 'GET' || method === 'HEAD';
    const body = reading || method === 'DELETE' ? undefined : await readJson(req);
    return { req, caller, method, reading, body, search: new URL(req.url ?? '/', 'http://local').searchParams };
  };
  const answer = (c: AreaContext, result: Answer) => {
    send(c.env.outgoing, c.env.incoming, result);
    return ANSWERED;
  };

  rest.all('/rpc/:name', async (c) => {
    const { req, caller, method, reading, body, search } = await begin(c);
    const name = nameIn(rawSegment(c));
    if (!reading && method !== 'POST') throw new HttpError(405, 'PGRST101', 'Only GET and POST are allowed for functions');
    const { schema, found: overloads } = await cache.find((s) => s.functions.get(name));
    const readOnly = reading || (overloads?.every((fn) => fn.readOnly) ?? false);
    return answer(c, await asCaller(ctx, caller, readOnly, (tx) => callFunction(req, body, tx, schema, name, search)));
  });

  rest.all('/:name', async (c) => {
    const { req, caller, method, reading, body, search } = await begin(c);
    const name = nameIn(rawSegment(c));
    const { schema, found: relation } = await cache.find((s) => s.relations.get(name));
    if (!relation) throw unknownTable(name);
    if (reading) return answer(c, await asCaller(ctx, caller, true, (tx) => read(req, tx, schema, relation, search)));
    if (method === 'POST' || method === 'PATCH' || method === 'DELETE') {
      return answer(c, await asCaller(ctx, caller, false, (tx) => mutate(req, body, tx, schema, relation, search)));
    }
    throw new HttpError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
  });

  // Any other path still answers as PostgREST would, after the same checks of who calls.
  rest.all('*', async (c) => {
    await begin(c);
    throw new HttpError(404, 'PGRST125', `Invalid path specified in request URL: ${c.req.path.replace(/^\/rest\/v1/, '') || '/'}`);
  });
  return rest;
}
