// What playlist and scene documents point at. The cycle check walks these references before a
// playlist is saved; playable content walks them to load everything a screen plays.

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v.length > 0 ? v : undefined;

/** What one level of documents points at. */
export class References {
  playlistIds = new Set<string>();
  sceneIds = new Set<string>();
  fileIds = new Set<string>();

  fromPlaylist(p: { playlistItems: readonly unknown[] }): void {
    for (const item of p.playlistItems) {
      if (!isObj(item)) continue;
      if (item.type === 'playlist-reference') this.add(this.playlistIds, item.playlistId);
      else if (item.type === 'scene-reference') this.add(this.sceneIds, item.sceneId);
      else if (item.type === 'scene-inline' && isObj(item.scene)) this.fromScene(item.scene);
    }
  }

  /** Scene items reference files (file, fileId, fileIds) and, e.g. a playlist widget, playlists. */
  fromScene(scene: Obj): void {
    const sceneItems = Array.isArray(scene.sceneItems) ? scene.sceneItems : [];
    for (const sceneItem of sceneItems) {
      if (!isObj(sceneItem) || !isObj(sceneItem.item)) continue;
      const { file, fileId, fileIds, body } = sceneItem.item;
      this.add(this.fileIds, fileId);
      this.add(this.fileIds, isObj(file) ? file._id : file);
      if (Array.isArray(fileIds)) for (const id of fileIds) this.add(this.fileIds, id);
      if (isObj(body)) this.add(this.playlistIds, body.playlistId);
    }
  }

  private add(set: Set<string>, value: unknown): void {
    const id = str(value);
    if (id) set.add(id);
  }
}
