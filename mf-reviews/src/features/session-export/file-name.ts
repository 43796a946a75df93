/** A file name any system accepts, from a session's or subject's name: "aayra-biology-cells-3.pdf". */
export function exportFileName(name: string, extension: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `aayra-${words || 'export'}.${extension}`;
}
