import { Body1, Title2 } from '@fluentui/react-components';
import { useParams, useSearchParams } from 'react-router';
import { RouterLink } from '../../kit/RouterLink';
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
    // The address names no kind of content there are reports of: said in words, never by
    // repeating the address's own segment back.
    if (!isEntityType(entityType))
      return (
        <section>
          <Title2 as="h1">Proof of play</Title2>
          <Body1 as="p">
            This address does not lead to a report.{' '}
            <RouterLink to="/data-integrations/proof-of-play">Choose what to report on</RouterLink>.
          </Body1>
        </section>
      );
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
