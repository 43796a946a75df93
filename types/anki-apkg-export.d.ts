// The Anki deck writer's own modules, which ship without types: the deck and its collection template.
declare module 'anki-apkg-export/dist/exporter' {
  interface SqlDatabase {
    export(): Uint8Array;
    close(): void;
  }
  export default class Exporter {
    constructor(deckName: string, options: { template: string; sql: unknown });
    db: SqlDatabase;
    addCard(front: string, back: string, options?: { tags?: string[] | string }): void;
  }
}

declare module 'anki-apkg-export/dist/template' {
  export default function createTemplate(options?: { questionFormat?: string; answerFormat?: string; css?: string }): string;
}

// SQLite compiled to WebAssembly, for the Anki deck writer.
declare module 'sql.js/dist/sql-wasm-browser.js' {
  export default function initSqlJs(config?: { locateFile?: (file: string) => string }): Promise<unknown>;
}
