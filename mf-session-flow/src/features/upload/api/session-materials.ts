import { useMutation, useQuery, useQueryClient } from '@aayra/supabase/query';
import { getSupabase } from '@aayra/supabase/client';
import { SESSION_FLOW_KEY } from '../../../lib/query-keys';

export const STUDY_MATERIALS_BUCKET = 'study-materials';

/** The kinds of material the learner adds one by one (typed notes are kept apart until submitted). */
const ADDED_KINDS = ['file', 'link', 'voice'] as const;
type AddedKind = (typeof ADDED_KINDS)[number];
const isAddedKind = (kind: string): kind is AddedKind => ADDED_KINDS.some((added) => added === kind);

/** A file, link or recording the learner added; stored at once, so a reload loses none of them. */
export interface StoredStudyMaterial {
  materialid: string;
  kind: AddedKind;
  title: string;
  content: string;
  storagepath: string | null;
  sourceurl: string | null;
  mimetype: string | null;
  sizebytes: number | null;
  textextracted: boolean;
  /** Why a kept file gave no text, as the learner was told when adding it. */
  unreadablereason: string | null;
  createdat: string;
}

export type NewStudyMaterial = Pick<StoredStudyMaterial, 'kind' | 'title' | 'content'> &
  Partial<Pick<StoredStudyMaterial, 'storagepath' | 'sourceurl' | 'mimetype' | 'sizebytes' | 'textextracted' | 'unreadablereason'>>;

const COLUMNS = 'materialid, kind, title, content, storagepath, sourceurl, mimetype, sizebytes, textextracted, unreadablereason, createdat';

/** The row as the database types it (its kind a plain string), checked into the material the page shows. */
function storedMaterial(row: Omit<StoredStudyMaterial, 'kind'> & { kind: string }): StoredStudyMaterial {
  const { kind } = row;
  if (!isAddedKind(kind)) throw new Error(`A study material of kind "${kind}" is not one the learner adds one by one.`);
  return { ...row, kind };
}

export const sessionMaterialsKey = (sessionId: string) => [SESSION_FLOW_KEY, 'materials', sessionId] as const;

/** The session's files, links and recordings, in their places (the order they were added; typed notes are kept apart until submitted). */
export function useSessionMaterials(sessionId: string) {
  return useQuery({
    queryKey: sessionMaterialsKey(sessionId),
    queryFn: async (): Promise<StoredStudyMaterial[]> => {
      const { data, error } = await getSupabase()
        .from('studymaterials')
        .select(COLUMNS)
        .eq('sessionid', sessionId)
        .neq('kind', 'text')
        .order('position', { ascending: true })
        .order('createdat', { ascending: true });
      if (error) throw new Error('Your added material could not be loaded. Please reload the page.', { cause: error });
      return data.map(storedMaterial);
    },
  });
}

/** The learner's own folder for this session's files: row-level security allows no other. */
export async function materialFolder(sessionId: string): Promise<string> {
  const { data } = await getSupabase().auth.getSession();
  const userId = data.session?.user.id;
  if (!userId) throw new Error('Sign in again to add material.');
  return `${userId}/${sessionId}`;
}

function useRefreshMaterials(sessionId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sessionMaterialsKey(sessionId) });
}

export function useAddMaterial(sessionId: string) {
  const refresh = useRefreshMaterials(sessionId);
  return useMutation({
    mutationFn: async (material: NewStudyMaterial): Promise<StoredStudyMaterial> => {
      const { data, error } = await getSupabase()
        .from('studymaterials')
        .insert({ ...material, sessionid: sessionId })
        .select(COLUMNS)
        .single();
      if (error) throw new Error(error.message || 'This material could not be saved. Please try again.', { cause: error });
      return storedMaterial(data);
    },
    onSettled: refresh,
  });
}

/** Removes the row and the stored file or recording with it. */
export function useRemoveMaterial(sessionId: string) {
  const refresh = useRefreshMaterials(sessionId);
  return useMutation({
    mutationFn: async (material: Pick<StoredStudyMaterial, 'materialid' | 'storagepath'>) => {
      const supabase = getSupabase();
      const removed = await supabase.from('studymaterials').delete().eq('materialid', material.materialid);
      if (removed.error) throw new Error('This material could not be removed. Please try again.', { cause: removed.error });
      // A file left behind costs storage only; the material row, which the study set reads, is gone.
      if (material.storagepath) await supabase.storage.from(STUDY_MATERIALS_BUCKET).remove([material.storagepath]);
    },
    onSettled: refresh,
  });
}

/** Saves an edited text (a recording's transcript, say) as the material the study set is built from. */
export function useUpdateMaterialText(sessionId: string) {
  const refresh = useRefreshMaterials(sessionId);
  return useMutation({
    mutationFn: async ({ materialid, content }: { materialid: string; content: string }) => {
      const { error } = await getSupabase().from('studymaterials').update({ content }).eq('materialid', materialid);
      if (error) throw new Error('Your changes could not be saved. Please try again.', { cause: error });
    },
    onSettled: refresh,
  });
}
