import { useMutation } from '@apollo/client/react';
import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { BillingPortalAddressDocument, type BillingPortalPage } from '../../graphql/generated';
import { errorMessage } from '../../kit/errorMessage';
import { RouterLink } from '../../kit/RouterLink';
import { leaveFor } from './leave';

/**
 * /billing/subsbase/*: asks the server for the provider's page (the customer portal on its
 * subscription, everything, or the invoices to pay) and goes there.
 */
export function ProviderRedirectPage({ page }: { page: BillingPortalPage }) {
  const [fetchAddress] = useMutation(BillingPortalAddressDocument);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    fetchAddress({ variables: { page } }).then(
      ({ data }) => {
        if (current && data) leaveFor(data.billingPortalAddress.url);
      },
      (error: unknown) => current && setFailure(errorMessage(error)),
    );
    return () => {
      current = false;
    };
  }, [fetchAddress, page]);
  if (!failure) return <Spinner label="Opening the payment provider..." />;
  return (
    <MessageBar intent="error">
      <MessageBarBody>
        {failure} <RouterLink to="/billing">Back to billing</RouterLink>
      </MessageBarBody>
    </MessageBar>
  );
}
