import { describe, expect, it } from 'vitest';
import type { HttpError } from '../server/http-error';
import { findRelationship } from './relationships';
import type { ForeignKey, Relation, Schema, StoredFunction } from './schema-cache';

const relation = (name: string, columns: string[], primaryKey: string[] = [], isView = false): [string, Relation] => [
  name, { name, primaryKey, columns: new Map(columns.map((c) => [c, { name: c, type: 'text' }])), ...(isView ? { isView } : {}) },
];
const fk = (name: string, table: string, column: string, refTable: string, refColumn: string, oneToOne = false): ForeignKey =>
  ({ name, table, columns: [column], refTable, refColumns: [refColumn], oneToOne });
const rowFunction = (name: string, arg: string, returns: string, returnsSet: boolean): StoredFunction => ({
  name, args: [{ name: 'row', type: arg }], optionalArgs: 0, returnsSet, returnType: returns, outputColumns: [], readOnly: true,
  argTypeNames: [arg], returnTypeName: returns,
});

const schema: Schema = {
  relations: new Map([
    relation('members', ['username']),
    relation('buddies', ['id', 'first', 'second']),
    relation('topics', ['id', 'parent_id']),
    relation('courses', ['id']),
    relation('subjects', ['id']),
    relation('course_subjects', ['course_id', 'subject_id'], ['course_id', 'subject_id']),
    relation('member_names', ['username'], [], true),
    relation('profiles', ['id', 'username']),
  ]),
  foreignKeys: [
    fk('buddies_first_fkey', 'buddies', 'first', 'members', 'username'),
    fk('buddies_second_fkey', 'buddies', 'second', 'members', 'username'),
    fk('topics_parent_id_fkey', 'topics', 'parent_id', 'topics', 'id'),
    fk('course_subjects_course_id_fkey', 'course_subjects', 'course_id', 'courses', 'id'),
    fk('course_subjects_subject_id_fkey', 'course_subjects', 'subject_id', 'subjects', 'id'),
    fk('profiles_username_fkey', 'profiles', 'username', 'members', 'username'),
  ],
  functions: new Map([['member_profiles', [rowFunction('member_profiles', 'members', 'profiles', true)]]]),
  viewColumns: [{ view: 'member_names', column: 'username', table: 'members', tableColumn: 'username' }],
};

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error as HttpError;
  }
  throw new Error('expected a refusal');
};

describe('findRelationship', () => {
  it('picks one of two keys to the same table by key name or column, and lists both when unhinted', () => {
    expect(findRelationship(schema, 'buddies', 'members', 'first')).toMatchObject({ kind: 'many-to-one', columns: [['first', 'username']] });
    expect(findRelationship(schema, 'members', 'buddies_second_fkey', undefined)).toMatchObject({ kind: 'one-to-many', columns: [['username', 'second']] });
    const ambiguous = refusal(() => findRelationship(schema, 'buddies', 'members', undefined));
    expect(ambiguous).toMatchObject({ status: 300, code: 'PGRST201' });
    expect(ambiguous.details).toEqual([
      { cardinality: 'many-to-one', embedding: 'buddies with members', relationship: 'buddies_first_fkey using buddies(first) and members(username)' },
      { cardinality: 'many-to-one', embedding: 'buddies with members', relationship: 'buddies_second_fkey using buddies(second) and members(username)' },
    ]);
  });

  it('embeds children of a self reference by table name, the parent by column, and refuses the key name as a hint', () => {
    expect(findRelationship(schema, 'topics', 'topics', undefined)).toMatchObject({ kind: 'one-to-many' });
    expect(findRelationship(schema, 'topics', 'parent_id', undefined)).toMatchObject({ kind: 'many-to-one' });
    expect(refusal(() => findRelationship(schema, 'topics', 'topics', 'topics_parent_id_fkey'))).toMatchObject({ status: 400, code: 'PGRST200' });
  });

  it('goes through a junction table, reaches views showing the key column, and embeds functions of a row', () => {
    expect(findRelationship(schema, 'courses', 'subjects', undefined)).toMatchObject({ kind: 'many-to-many', junction: 'course_subjects' });
    expect(findRelationship(schema, 'profiles', 'member_names', undefined)).toMatchObject({ kind: 'many-to-one', foreignTable: 'member_names' });
    expect(findRelationship(schema, 'members', 'member_profiles', undefined)).toMatchObject({ kind: 'computed', toOne: false, foreignTable: 'profiles' });
    expect(refusal(() => findRelationship(schema, 'profiles', 'member_profiles', undefined))).toMatchObject({ code: 'PGRST200' });
  });
});
