/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type CollectionName =
  | 'file'
  | 'playlist'
  | 'scene'
  | 'schedule';

/** The CSS font-style of a font file. */
export type FontStyle =
  | 'italic'
  | 'normal';

export type PlayableContentQueryVariables = Exact<{
  entityId: string | number;
  collectionName: CollectionName;
}>;


export type PlayableContentQuery = { playableContent: { collectionName: CollectionName, entityId: string, publishedAt: string, content: { playlists: Array<unknown>, scenes: Array<unknown>, schedules: Array<unknown>, files: Array<{ _id: string, name: string, mimetype: string, url: string, checksum: string, playbackChecksum: string | null, fileSizeInBytes: number, width: number | null, height: number | null, duration: number | null, pageCount: number | null, pageUrls: Array<string> | null, validFrom: string | null, validUntil: string | null, muted: boolean | null, playQuota: { count: number | null, period: string } | null, font: { family: string, weight: number, style: FontStyle, unicodeRange: string } | null }>, playQuotaCounters: Array<{ fileId: string, period: string, periodStart: string | null, count: number }> } } | null };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const PlayableContentDocument = new TypedDocumentString(`
    query PlayableContent($entityId: ID!, $collectionName: CollectionName!) {
  playableContent(entityId: $entityId, collectionName: $collectionName) {
    collectionName
    entityId
    publishedAt
    content {
      playlists
      scenes
      schedules
      files {
        _id
        name
        mimetype
        url
        checksum
        playbackChecksum
        fileSizeInBytes
        width
        height
        duration
        pageCount
        pageUrls
        playQuota {
          count
          period
        }
        validFrom
        validUntil
        muted
        font {
          family
          weight
          style
          unicodeRange
        }
      }
      playQuotaCounters {
        fileId
        period
        periodStart
        count
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PlayableContentQuery, PlayableContentQueryVariables>;