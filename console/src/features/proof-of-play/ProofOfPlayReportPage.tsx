import { Body1 } from '@fluentui/react-components';
import { useParams, useSearchParams } from 'react-router';
import { ProofOfPlayHome } from './ProofOfPlayHome';
import { isEntityType, subjectFromQuery } from './report';
import { ReportView } from './ReportView';

/**
 * /data-integrations/proof-of-play/{entityType}/{entityId}, and
 * /data-integrations/proof-of-play?playlistId=… (fileId, deviceId, sceneId, itemId) for the
 * same report; with neither, the page to choose what to report on.
 */
export function ProofOfPlayReportPage() {
  const { entityType, entityId } = useParams();
  const [params] = useSearchParams();
  if (entityType !== undefined) {
    if (!isEntityType(entityType))
      return <Body1 as="p">Unknown kind of content: {entityType}</Body1>;
    return (
      <ReportView
        key={`${entityType}/${entityId}`}
        subject={{ entityType, entityId: entityId ?? '' }}
      />
    );
  }
  const subject = subjectFromQuery(params);
  if (subject)
    return <ReportView key={`${subject.entityType}/${subject.entityId}`} subject={subject} />;
  return <ProofOfPlayHome />;
}
