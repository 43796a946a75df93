import { describe, expect, it } from 'vitest';
import { clientFor } from '../../support/stacks';
import { covers } from '../support/official';
import { conformanceStacks } from '../support/stacks';
import { AMARA, BILAL, CHEN } from './reads-fixture';

describe.each(conformanceStacks)('left joins and keys named in embeds ($name)', (stack) => {
  const db = clientFor(stack);

  it(covers('postgrest-js', 'basic › !left join on one to one relation', 'a one-to-one embed is an object'), async () => {
    const res = await db.from('group_details').select('study_groups!left(id)').order('id').limit(1).single();
    expect([res.status, res.error, res.data]).toEqual([200, null, { study_groups: { id: 1 } }]);
  });

  it(covers('postgrest-js', 'basic › !left join on one to many relation', 'a one-to-many embed is a list'), async () => {
    const res = await db.from('learners').select('group_notes!left(username)').eq('username', 'amara').limit(1).single();
    expect([res.status, res.error]).toEqual([200, null]);
    expect(res.data?.group_notes).toEqual(Array(4).fill({ username: 'amara' }));
  });

  it(covers('postgrest-js', 'basic › !left join on one to 0-1 non-empty relation', 'a learner with a profile embeds a list of one'), async () => {
    const res = await db.from('learners').select('learner_profiles!left(username)').eq('username', 'amara').limit(1).single();
    expect([res.error, res.data]).toEqual([null, { learner_profiles: [{ username: 'amara' }] }]);
  });

  it(covers('postgrest-js', 'basic › !left join on zero to one with null relation', 'a profile of nobody embeds null'), async () => {
    const res = await db.from('learner_profiles').select('*,learners!left(*)').eq('id', 2).limit(1).single();
    expect([res.error, res.data]).toEqual([null, { id: 2, username: null, learners: null }]);
  });

  it(covers('postgrest-js', 'basic › !left join on zero to one with valid relation', "a profile embeds its learner's object"), async () => {
    const res = await db.from('learner_profiles').select('*,learners!left(status)').eq('id', 1).limit(1).single();
    expect([res.error, res.data]).toEqual([null, { id: 1, username: 'amara', learners: { status: 'FOCUSING' } }]);
  });

  it(covers('postgrest-js', 'basic › !left join on zero to one empty relation', 'a learner without a profile embeds an empty list'), async () => {
    const res = await db.from('learners').select('learner_profiles!left(username)').eq('username', 'dana').limit(1).single();
    expect([res.error, res.data]).toEqual([null, { learner_profiles: [] }]);
  });

  it(covers('postgrest-js', 'basic › join on 1-M relation', 'embeds named by foreign key, each a list'), async () => {
    const res = await db
      .from('learners')
      .select(
        `first_partner_of:revision_partners_first_learner_fkey(*),
        second_partner_of:revision_partners_second_learner_fkey(*),
        third_partner_of:revision_partners_third_learner_fkey(*)`,
      )
      .eq('username', 'amara')
      .limit(1)
      .single();
    expect(res.error).toBeNull();
    expect(res.data).toEqual({
      first_partner_of: [
        { id: 1, first_learner: 'amara', second_learner: 'bilal', third_learner: 'chen' },
        { id: 2, first_learner: 'amara', second_learner: 'chen', third_learner: null },
      ],
      second_partner_of: [],
      third_partner_of: [],
    });
  });

  it(covers('postgrest-js', 'basic › join on 1-1 relation with nullables', 'embeds of the same table through three keys, each an object'), async () => {
    const res = await db
      .from('revision_partners')
      .select(
        'first_learner:learners!revision_partners_first_learner_fkey(*), second_learner:learners!revision_partners_second_learner_fkey(*), third_learner:learners!revision_partners_third_learner_fkey(*)',
      )
      .order('id')
      .limit(1)
      .single();
    expect([res.error, res.data]).toEqual([null, { first_learner: AMARA, second_learner: BILAL, third_learner: CHEN }]);
  });
});
