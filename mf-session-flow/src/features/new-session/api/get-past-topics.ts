import { queryOptions, useQuery } from '@aayra/supabase/query';
import { getSupabase } from '@aayra/supabase/client';
import { SESSION_FLOW_KEY } from '../../../lib/query-keys';

export interface PastTopics {
  subjects: string[];
  /** Topics by subject, most recent first. */
  topicsBySubject: Record<string, string[]>;
}

/** Subjects and topics of the learner's recent sessions, to suggest while typing. */
async function getPastTopics(): Promise<PastTopics> {
  const { data, error } = await getSupabase()
    .from('studysessions')
    .select('subjectname, topicname')
    .order('createdat', { ascending: false })
    .limit(200);
  if (error) throw error;
  const subjects: string[] = [];
  const topicsBySubject: Record<string, string[]> = {};
  for (const { subjectname, topicname } of data ?? []) {
    if (!subjects.includes(subjectname)) subjects.push(subjectname);
    const topics = (topicsBySubject[subjectname] ??= []);
    if (!topics.includes(topicname)) topics.push(topicname);
  }
  return { subjects, topicsBySubject };
}

export const pastTopicsQueryOptions = () => queryOptions({ queryKey: [SESSION_FLOW_KEY, 'past-topics'], queryFn: getPastTopics });

export function usePastTopics() {
  return useQuery(pastTopicsQueryOptions());
}
