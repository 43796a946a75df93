import { describe, expect, it } from 'vitest';
import { clientFor } from '../../support/stacks';
import { covers } from '../support/official';
import { conformanceStacks } from '../support/stacks';

describe.each(conformanceStacks)('reads on the local stack ($name)', (stack) => {
  const db = clientFor(stack);

  it(covers('postgrest-js', 'basic › basic select table', 'reads every row and column of a table'), async () => {
    const { data, error, status } = await db.from('learners').select().order('username');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data?.map((row) => row.username)).toEqual(['amara', 'bilal', 'chen', 'dana']);
    expect(data?.[0]).toEqual({ username: 'amara', data: null, age_range: '[1,2)', status: 'FOCUSING', catchphrase: "'beats' 'cramming' 'repetition' 'spaced'" });
  });
});
