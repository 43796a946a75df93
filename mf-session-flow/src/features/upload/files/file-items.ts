// The files the learner is adding right now, before each becomes a stored material (or is refused).
import type { FileStep } from './study-file-messages';

export interface FileItem {
  id: string;
  name: string;
  sizeBytes: number;
  mimetype: string | null;
  /** Set while the file is on its way; null once it has stopped with a message. */
  step: FileStep | null;
  /** Why the file was refused or could not be added; it is not stored and stays listed until removed. */
  message: string | null;
}

export type FileItemsAction =
  | { type: 'added'; items: readonly Pick<FileItem, 'id' | 'name' | 'sizeBytes'>[] }
  | { type: 'moved'; id: string; step: FileStep; mimetype?: string }
  | { type: 'stopped'; id: string; message: string }
  /** Stored as a material (the stored list shows it now), or removed by the learner. */
  | { type: 'gone'; id: string };

export function fileItemsReducer(items: readonly FileItem[], action: FileItemsAction): FileItem[] {
  switch (action.type) {
    case 'added':
      return [
        ...items,
        ...action.items.map((item) => ({
          ...item,
          mimetype: null,
          step: { step: 'waiting' } as const,
          message: null,
        })),
      ];
    case 'moved':
      return items.map((item) =>
        item.id === action.id
          ? {
              ...item,
              step: action.step,
              mimetype: action.mimetype ?? item.mimetype,
              message: null,
            }
          : item,
      );
    case 'stopped':
      return items.map((item) =>
        item.id === action.id ? { ...item, step: null, message: action.message } : item,
      );
    case 'gone':
      return items.filter((item) => item.id !== action.id);
  }
}

/** Only a file that has stopped can be removed from the list; one on its way finishes first. */
export function canRemove(item: FileItem): boolean {
  return item.step === null;
}
