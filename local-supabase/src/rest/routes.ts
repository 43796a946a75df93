import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiConfig } from '../config/api-config';
import type { Caller, Queryable, QueryOptions, Settings } from '../db/database';
import { quoteIdent } from '../db/identifiers';
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
import { csvOf, explain, readFormat, type ReadFormat } from './media-types';
import { pgrstSettingOn } from './pgrst-settings';
import { readPrefer, wantsSingleObject } from './prefer';
import { requestSettings } from './request-settings';
import { allowAggregates } from './aggregates';
import { resolveSelect, type ResolvedNode } from './resolve-select';
import { badRequest, notSupported, unknownTable } from './rest-errors';
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

/**
 * The schema a request works in, as PostgREST picks it: Accept-Profile for a read, Content-Profile
 * for a write or a function called with POST, else the first schema config.toml exposes.
 */
function profileOf(req: IncomingMessage, reading: boolean, schemas: SchemaCache[]): SchemaCache {
  const named = req.headers[reading ? 'accept-profile' : 'content-profile'];
  if (named === undefined) return schemas[0]!;
  const found = schemas.find((s) => s.name === named);
  if (!found) {
    throw new HttpError(406, 'PGRST106', `Invalid schema: ${String(named)}`, null, `Only the following schemas are exposed: ${schemas.map((s) => s.name).join(', ')}`);
  }
  return found;
}

function answerRows(result: JsonRows, single: boolean, status: number, offset = 0): Answer {
  const total = result.total ?? '*';
  const range = result.rows > 0 ? `${offset}-${offset + result.rows - 1}/${total}` : `*/${total}`;
  if (single && result.rows !== 1) throw notOneRow(result.rows);
  // As PostgREST: fewer rows than the total counted is a part of them, 206 Partial Content.
  const partial = status === 200 && result.total !== undefined && result.rows < result.total;
  return { status: partial ? 206 : status, body: result.body ?? (single ? 'null' : '[]'), headers: { 'Content-Range': range } };
}

/** count=planned: the rows the query planner expects the read to find, as PostgREST answers it. */
async function plannedTotal(tx: Queryable, node: ResolvedNode): Promise<number> {
  const params = new Params();
  const plan = JSON.parse(await explain(tx, rowsSql(node, params, undefined, false), params, 'json', [])) as { Plan: { 'Plan Rows': number } }[];
  return plan[0]?.Plan['Plan Rows'] ?? 0;
}

async function one<T>(tx: Queryable, sql: string, params: Params, options?: QueryOptions): Promise<T> {
  const { rows } = await tx.query<T>(sql, params.values, options);
  return rows[0] as T;
}

function rangeHeader(req: IncomingMessage, node: ResolvedNode): void {
  const match = /^(\d+)-(\d*)$/.exec(String(req.headers.range ?? ''));
  if (!match || node.limit !== undefined) return;
  // As ?limit= and ?offset= (parse-order.ts): bounds past 9 digits are refused, not capped.
  if (match[1]!.length > 9 || match[2]!.length > 9) {
    throw new HttpError(416, 'PGRST103', 'Requested range not satisfiable', 'Range bounds have at most 9 digits');
  }
  node.offset = Number(match[1]);
  if (match[2]) node.limit = Math.max(0, Number(match[2]) - node.offset + 1);
}

/**
 * As PostgREST's db-max-rows (config.toml's [api] max_rows): a read of a table or view, or the
 * rows a function hands back, answers with at most this many rows from the offset asked for; the
 * count (Prefer: count) stays the whole one, so the answer reads as a part (206). Embedded rows
 * and the rows a write hands back are not capped, as with PostgREST.
 */
function capRows(node: ResolvedNode, maxRows: number): void {
  node.limit = Math.min(node.limit ?? maxRows, maxRows);
}

async function read(req: IncomingMessage, tx: Queryable, schema: Schema, relation: Relation, search: URLSearchParams, format: ReadFormat, maxRows: number): Promise<Answer> {
  const parsed = parseQuery(search);
  const node = resolveSelect(schema, relation, parsed.select, parsed.paths);
  await allowAggregates(tx, node);
  rangeHeader(req, node);
  capRows(node, maxRows);
  const prefer = readPrefer(req.headers);
  const single = wantsSingleObject(req.headers);
  const params = new Params();
  const planned = prefer.countMethod === 'planned';
  if (req.method === 'HEAD') {
    if (!prefer.count) return { status: 200, headers: { 'Content-Range': '*/*' } };
    const counted = (await one<{ total: number }>(tx, `SELECT (${countSql(node, params)})::int AS total`, params)).total;
    // The rows a GET would have handed back, against the total counted (or planned).
    const rows = Math.min(node.limit ?? Infinity, Math.max(0, counted - (node.offset ?? 0)));
    const total = planned ? await plannedTotal(tx, node) : counted;
    return { ...answerRows({ body: null, rows, total }, false, 200, node.offset ?? 0), body: undefined };
  }
  if (format.kind === 'plan') {
    const plan = await explain(tx, jsonOf(rowsSql(node, params), single), params, format.format, format.options);
    return { status: 200, body: plan, headers: { 'Content-Type': `application/vnd.pgrst.plan+${format.format}; charset=utf-8` } };
  }
  const rows = format.kind === 'csv' ? csvOf(rowsSql(node, params)) : jsonOf(rowsSql(node, params), single);
  // nulls=stripped: keys whose value is null are left out of each object.
  const body = format.kind === 'json' && format.stripNulls ? 'json_strip_nulls(j.body::json)::text AS body' : 'j.body';
  const sql = `SELECT ${body}, j.rows${prefer.count && !planned ? `, (${countSql(node, params)})::int AS total` : ''} FROM (${rows}) j`;
  const result = await one<JsonRows>(tx, sql, params);
  if (planned) result.total = await plannedTotal(tx, node);
  const answer = answerRows(result, single, 200, node.offset ?? 0);
  if (format.kind === 'csv') answer.headers = { ...answer.headers, 'Content-Type': 'text/csv; charset=utf-8' };
  return answer;
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
  await allowAggregates(tx, node);
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
  } else if (prefer.resolution === 'merge-duplicates') {
    // Without a body too, a merge that inserted nothing answers 200.
    changed = await runAll(tx, statements, params, false);
    if ((await one<{ inserted: number | null }>(tx, `SELECT ${insertedSql} AS inserted`, new Params(), { last })).inserted === 0) status = 200;
    answer = { status };
  } else {
    changed = await runAll(tx, statements, params, last);
    answer = { status };
  }
  if (maxAffected !== undefined && changed > maxAffected) throw tooManyRows(changed);
  answer.headers = { 'Content-Range': writeRange(method, changed, prefer.count) };
  if (prefer.rollback) throw new RolledBack({ ...answer, headers: { ...answer.headers, 'Preference-Applied': 'tx=rollback' } });
  return answer;
}

async function callFunction(req: IncomingMessage, body: unknown, tx: Queryable, schema: Schema, name: string, search: URLSearchParams, maxRows: number): Promise<Answer> {
  const overloads = schema.functions.get(name);
  const argNames = new Set((overloads ?? []).flatMap((fn) => fn.args.map((a) => a.name)));
  const parsed = parseQuery(search, req.method === 'POST' ? new Set() : argNames);
  if (body !== undefined && (typeof body !== 'object' || body === null || Array.isArray(body))) {
    throw new HttpError(400, 'PGRST102', 'Function arguments must be a JSON object');
  }
  const args = req.method === 'POST' ? ((body ?? {}) as Record<string, unknown>) : Object.fromEntries(parsed.rest);
  const fn = pickOverload(name, overloads, Object.keys(args), overloads?.[0]?.schema, req.method === 'POST');
  const params = new Params();
  const { from, call } = rpcCall(fn, args, params);
  const single = wantsSingleObject(req.headers);
  const prefer = readPrefer(req.headers);
  // Only a call nothing checks afterwards may take its COMMIT along with it.
  const last = !prefer.rollback && prefer.maxAffected === undefined;
  /** As PostgREST: max-affected bounds the rows a function hands back; tx=rollback undoes the call once answered. */
  const settle = (answer: Answer, rows: number): Answer => {
    if (prefer.maxAffected !== undefined && rows > prefer.maxAffected) throw tooManyRows(rows);
    if (prefer.rollback) throw new RolledBack({ ...answer, headers: { ...answer.headers, 'Preference-Applied': 'tx=rollback' } });
    return answer;
  };
  // A function returning rows of a table or view reads like that table: embeds and computed fields
  // start from it, and one declared to return a single row answers one object (null when filtered out).
  const rowsOf = schema.relations.get(fn.returnTypeName ?? '');
  if (!fn.returnsSet && !rowsOf) {
    if (fn.returnType === 'void') {
      await tx.query(`SELECT ${call}${from ? ` FROM ${from}` : ''}`, params.values, { last });
      return settle({ status: 204 }, 1);
    }
    const result = await one<{ body: string }>(tx, `SELECT to_json(${call})::text AS body${from ? ` FROM ${from}` : ''}`, params, { last });
    // A single value counts as one row.
    return settle({ status: 200, body: result.body ?? 'null', headers: { 'Content-Range': `0-0/${prefer.count ? 1 : '*'}` } }, 1);
  }
  const source = `${from ? `${from} CROSS JOIN LATERAL ` : ''}${call}`;
  if (fn.outputColumns.length === 0) {
    // Values (setof integer, text ...): at most max_rows of them, counted whole when asked; the call runs once.
    const total = prefer.count ? ', (SELECT count(*) FROM _v)::int AS total' : '';
    const sql = `WITH _v AS (SELECT t0 AS v FROM ${source} t0) SELECT coalesce(json_agg(_r.v), '[]')::text AS body, count(*)::int AS rows${total} FROM (SELECT v FROM _v LIMIT ${maxRows}) _r`;
    const result = await one<JsonRows>(tx, sql, params, { last: last && !single });
    return settle(answerRows(result, single, 200), result.rows);
  }
  const relation: Relation = rowsOf ?? { name, primaryKey: [], columns: new Map(fn.outputColumns.map((c) => [c, { name: c, type: 'unknown' }])) };
  const node = resolveSelect(schema, relation, parsed.select, parsed.paths);
  await allowAggregates(tx, node);
  if (fn.returnsSet) capRows(node, maxRows);
  if (!fn.returnsSet) {
    const result = await one<JsonRows>(tx, jsonOf(rowsSql(node, params, source), true), params, { last });
    return settle({ status: 200, body: result.body ?? 'null', headers: { 'Content-Range': `0-${Math.max(0, result.rows - 1)}/${prefer.count ? result.rows : '*'}` } }, result.rows);
  }
  // The count is of every row the function hands back past the filters, before limit and offset.
  const total = prefer.count ? `, (SELECT count(*) FROM (${rowsSql(node, params, source, false)}) _all)::int AS total` : '';
  const result = await one<JsonRows>(tx, `SELECT j.*${total} FROM (${jsonOf(rowsSql(node, params, source), single)}) j`, params, { last: last && !single });
  return settle(answerRows(result, single, 200, node.offset ?? 0), result.rows);
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
async function asCaller(
  ctx: ServerContext,
  caller: Caller,
  readOnly: boolean,
  searchPath: string,
  request: Settings,
  work: (tx: Queryable) => Promise<Answer>,
): Promise<Answer> {
  try {
    return await (readOnly ? work(ctx.readAsCaller(caller, searchPath, request)) : ctx.runAsCaller(caller, work, searchPath, request));
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

/** The request's path and its query string, as Node read them (no URL parser on every request). */
function pathAndQuery(url = '/'): { path: string; query: string } {
  const end = url.indexOf('#');
  const target = end < 0 ? url : url.slice(0, end);
  const start = target.indexOf('?');
  return start < 0 ? { path: target, query: '' } : { path: target.slice(0, start), query: target.slice(start + 1) };
}

/** The path's last segment as sent, before decoding (a trailing slash names the same route). */
function lastSegment(path: string): string {
  const trimmed = path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed.slice(trimmed.lastIndexOf('/') + 1);
}

/**
 * The search_path PostgREST sets for each request: the request's schema, then config.toml's
 * [api] extra_search_path, each quoted (so a function that calls an extension's function
 * unqualified works as on a hosted project).
 */
function searchPaths(schemas: SchemaCache[], extra: string[]): Map<string, string> {
  return new Map(schemas.map((s) => [s.name, [s.name, ...extra].map(quoteIdent).join(', ')]));
}

/**
 * /rest/v1: PostgREST's read, write and rpc surface, as far as supabase-js uses it. schemas: the
 * exposed schemas' caches, the default first; api: max_rows and extra_search_path (see
 * config/api-config.ts).
 */
export function createRestArea(ctx: ServerContext, schemas: SchemaCache[], api: Pick<ApiConfig, 'maxRows' | 'extraSearchPath'>, log: (line: string) => void): Area {
  const rest = createArea({ name: 'rest', writeError: writeRestError, log });
  const searchPathOf = searchPaths(schemas, api.extraSearchPath);

  /** Who calls, in which profile, with which body; the same checks, in the same order, for every route. */
  const begin = async (c: AreaContext, table = false) => {
    const req = c.env.incoming;
    const caller = await ctx.authenticate(req.headers);
    const method = req.method ?? 'GET';
    const reading = method === 'GET' || method === 'HEAD';
    const cache = profileOf(req, reading, schemas);
    const format = readFormat(req.headers);
    // CSV, plans and stripped nulls are answered for reads of tables and views only.
    if (!(table && reading) && (format.kind !== 'json' || format.stripNulls)) {
      throw notSupported(`${format.kind === 'json' ? 'nulls=stripped' : format.kind === 'csv' ? 'CSV' : 'plan (explain)'} answers from writes and functions`);
    }
    const body = reading || method === 'DELETE' ? undefined : await readJson(req);
    // Plans show how the database works: only when the project turned them on, as PostgREST's db-plan-enabled.
    if (format.kind === 'plan' && !(await pgrstSettingOn(ctx.db, 'db_plan_enabled'))) {
      throw new HttpError(406, 'PGRST107', `None of these media types are available: ${req.headers.accept ?? ''}`);
    }
    const { path, query } = pathAndQuery(req.url);
    const searchPath = searchPathOf.get(cache.name)!;
    const request = requestSettings(req, path);
    return { req, caller, method, reading, body, cache, format, searchPath, request, segment: lastSegment(path), search: new URLSearchParams(query) };
  };
  const answer = (c: AreaContext, result: Answer) => {
    send(c.env.outgoing, c.env.incoming, result);
    return ANSWERED;
  };

  // Functions answer under rpc/. The route is /:prefix/:name, not /rpc/:name: a fixed segment
  // beside /:name is a shape Hono's RegExpRouter refuses (server/http-server.ts).
  rest.all('/:prefix/:name', async (c, next) => {
    if (c.req.param('prefix') !== 'rpc') return next();
    const { req, caller, method, reading, body, cache, searchPath, request, segment, search } = await begin(c);
    const name = nameIn(segment);
    if (!reading && method !== 'POST') throw new HttpError(405, 'PGRST101', 'Only GET and POST are allowed for functions');
    const { schema, found: overloads } = await cache.find((s) => s.functions.get(name));
    const readOnly = reading || (overloads?.every((fn) => fn.readOnly) ?? false);
    return answer(c, await asCaller(ctx, caller, readOnly, searchPath, request, (tx) => callFunction(req, body, tx, schema, name, search, api.maxRows)));
  });

  rest.all('/:name', async (c) => {
    const { req, caller, method, reading, body, cache, format, searchPath, request, segment, search } = await begin(c, true);
    const name = nameIn(segment);
    const { schema, found: relation } = await cache.find((s) => s.relations.get(name));
    if (!relation) throw unknownTable(name, cache.name);
    if (reading) return answer(c, await asCaller(ctx, caller, true, searchPath, request, (tx) => read(req, tx, schema, relation, search, format, api.maxRows)));
    if (method === 'POST' || method === 'PATCH' || method === 'DELETE') {
      return answer(c, await asCaller(ctx, caller, false, searchPath, request, (tx) => mutate(req, body, tx, schema, relation, search)));
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
