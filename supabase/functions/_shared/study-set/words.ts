// Function words and common verbs/adjectives: never a key term on their own.
const STOPWORDS = new Set(
  `a about above after again against all almost also although always am among an and another any are
  around as at be because been before being below between both but by can cannot could did do does doing
  down during each either else enough even ever every few for from further had has have having he her
  here hers herself him himself his how however i if in into is it its itself just least less like made
  make makes many may me might more most much must my myself near nearly neither never no nor not now of
  off often on once one only onto or other others our ours ourselves out over own per perhaps quite rather
  same several she should since so some such than that the their theirs them themselves then there
  therefore these they this those though through thus to too toward towards under until up upon us used
  using very via was we well were what when where whether which while who whom whose why will with within
  without would yet you your yours yourself yourselves
  able across along already became become becomes began begin begins best better called came causes
  certain change changes come comes different done early either especially example first found full gave
  get gets give given gives go goes good great high higher important instead known large larger last
  later lead leads led less long longer low lower main make mainly means mostly new next often part
  parts place put quickly really result results second see seen set shows similar small smaller still
  strong such take takes taken third three two way ways whole work works year years day days time times
  four five six seven eight nine ten hundred thousand million billion percent per cent roughly around
  usually sometimes typically within also another themselves each other known things thing kind kinds
  following called says said describe described describes include includes including produce produces
  produced point points factor factors stage stages process support supports central form forms level
  levels system systems possible general similar single certain typical final total rapid strong
  whole overall common simple major minor key basic specific various particular likely unlikely
  something someone people person place area areas amount amounts number numbers group groups side sides
  term terms type types way kind sort start end line lines order show showed shown help helps helped
  happen happens happened rise rises rose fall falls fell grow grows grew reflect reflects absorb absorbs
  release releases contain contains need needs yield yields link links mean states state stated`
    .split(/\s+/)
    .filter(Boolean),
);

export function isStopword(word: string): boolean {
  return STOPWORDS.has(word.toLowerCase());
}

/** Lower-case word tokens (letters, digits, inner hyphens and apostrophes). */
export function wordsOf(text: string): string[] {
  return (text.match(/[A-Za-z][A-Za-z'-]*[A-Za-z]|[A-Za-z]/g) ?? []).map((word) => word.toLowerCase());
}

/** A content word that could name a concept: not a function word, not an adverb, long enough. */
export function isContentWord(word: string): boolean {
  const lower = word.toLowerCase();
  return lower.length >= 4 && !isStopword(lower) && !/ly$/.test(lower) && !/^\d/.test(lower);
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Where a term occurs in a sentence as whole words, ignoring case; -1 when it does not. */
export function findTerm(sentence: string, term: string): number {
  const match = new RegExp(`(?<![A-Za-z0-9-])${escapeRegExp(term)}(?![A-Za-z0-9-])`, 'i').exec(sentence);
  return match ? match.index : -1;
}

export const BLANK = '_____';

/** The sentence with the first whole-word occurrence of the term replaced by a blank. */
export function blankOut(sentence: string, term: string): string {
  const at = findTerm(sentence, term);
  if (at < 0) return sentence;
  return `${sentence.slice(0, at)}${BLANK}${sentence.slice(at + term.length)}`;
}
