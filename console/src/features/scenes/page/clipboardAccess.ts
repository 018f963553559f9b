/**
 * The system clipboard for copy and paste of scene items, with an in-memory fallback: a browser
 * without the async clipboard API, or one that refuses it (no permission, not a secure
 * context), still copies and pastes within the console.
 */
export interface ItemClipboard {
  write(text: string): Promise<void>;
  read(): Promise<string | undefined>;
}

interface TextClipboard {
  writeText(text: string): Promise<void>;
  readText(): Promise<string>;
}

/** `system` null: memory only (tests, or a page that must not touch the system clipboard). */
export function createItemClipboard(
  system: TextClipboard | null = globalThis.navigator?.clipboard ?? null,
): ItemClipboard {
  let memory: string | undefined;
  return {
    async write(text) {
      memory = text;
      try {
        await system?.writeText(text);
      } catch {
        // Refused: the copy stays in memory for pasting here.
      }
    },
    async read() {
      if (system) {
        try {
          return await system.readText();
        } catch {
          // Refused: fall back to what was copied here.
        }
      }
      return memory;
    },
  };
}
