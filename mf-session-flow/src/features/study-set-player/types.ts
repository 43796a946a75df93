// The study-set player's data: plain values, so validation and review can feed it their own way.
export interface PlayerFlashcard {
  id: string;
  front: string;
  back: string;
}

export interface PlayerQuestion {
  id: string;
  prompt: string;
  /** Four distinct options. */
  options: string[];
  correctIndex: number;
  explanation: string;
}

export interface PlayerKeyPoint {
  id: string;
  text: string;
}
