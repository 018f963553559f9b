import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Field, Input } from '@fluentui/react-components';
import { useState } from 'react';
import {
  AdminCreatePromotionDocument,
  AdminEndPromotionDocument,
  AdminPromotionsDocument,
  type AdminPromotionFragment,
} from '../../graphql/generated';
import { useConfirm } from '../../kit/ConfirmDialog';
import { errorMessage, inputErrorsOf } from '../../kit/errorMessage';
import { FormDialog } from '../../kit/FormDialog';
import { ListPage } from '../../kit/ListPage';
import { notify } from '../../kit/notices';
import { ResponsiveTable } from '../../kit/ResponsiveTable';
import { useSession } from '../../shared/session/session';
import { SERVICE_ADMIN_ROLE } from './adminFormat';
import { ServiceAdminsOnly } from './ServiceAdminsOnly';
import { dateTimeText } from '../../kit/dates';

const STATUS_LABELS: Readonly<Record<string, string>> = {
  scheduled: 'Scheduled',
  running: 'Running',
  ended: 'Ended',
};

const EMPTY = {
  type: 'PROMOTION',
  title: '',
  redirectUrl: '',
  validFrom: '',
  validUntil: '',
  discount: '',
};
type Draft = typeof EMPTY;

/** A datetime-local value ("2030-05-01T09:00", the browser's time) as an ISO instant. */
const instant = (local: string) => (local ? new Date(local).toISOString() : null);

const when = (iso: string | null | undefined) => (iso ? dateTimeText(iso) : 'Now');

function NewPromotionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create] = useMutation(AdminCreatePromotionDocument, {
    refetchQueries: [AdminPromotionsDocument],
  });
  const set = (change: Partial<Draft>) => setDraft({ ...draft, ...change });
  const validation = (path: string) =>
    errors[path] ? { validationState: 'error' as const, validationMessage: errors[path] } : {};
  const submit = async () => {
    const missing = Object.fromEntries(
      (['title', 'validUntil'] as const)
        .filter((k) => !draft[k].trim())
        .map((k) => [k, 'Required']),
    );
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      await create({
        variables: {
          input: {
            type: draft.type,
            title: draft.title,
            redirectUrl: draft.redirectUrl.trim() || null,
            validFrom: instant(draft.validFrom),
            validUntil: instant(draft.validUntil)!,
            discountPercents: draft.discount.trim() ? Number(draft.discount) : null,
          },
        },
      });
    } catch (error) {
      const fields = inputErrorsOf(error);
      if (fields.length === 0) throw error;
      return setErrors(
        Object.fromEntries(fields.map((f) => [f.path.split('.').pop()!, f.message])),
      );
    }
    notify(`Created the promotion ${draft.title}`);
    setDraft(EMPTY);
    onClose();
  };
  return (
    <FormDialog
      open={open}
      title="New promotion"
      submitLabel="Create"
      onClose={onClose}
      onSubmit={submit}
    >
      <Field label="Type" {...validation('type')}>
        <Input value={draft.type} onChange={(_e, d) => set({ type: d.value })} />
      </Field>
      <Field label="Title" required {...validation('title')}>
        <Input value={draft.title} onChange={(_e, d) => set({ title: d.value })} />
      </Field>
      <Field label="Link (https://...)" {...validation('redirectUrl')}>
        <Input value={draft.redirectUrl} onChange={(_e, d) => set({ redirectUrl: d.value })} />
      </Field>
      <Field label="Starts (empty: now)" {...validation('validFrom')}>
        <Input
          type="datetime-local"
          value={draft.validFrom}
          onChange={(_e, d) => set({ validFrom: d.value })}
        />
      </Field>
      <Field label="Ends" required {...validation('validUntil')}>
        <Input
          type="datetime-local"
          value={draft.validUntil}
          onChange={(_e, d) => set({ validUntil: d.value })}
        />
      </Field>
      <Field label="Discount (%)" {...validation('discountPercents')}>
        <Input
          inputMode="numeric"
          value={draft.discount}
          onChange={(_e, d) => set({ discount: d.value })}
        />
      </Field>
    </FormDialog>
  );
}

/** /admin/promotions: the banner every account sees; made, scheduled and ended here. */
export function PromotionsPage() {
  const session = useSession();
  const serviceAdmin = session.role === SERVICE_ADMIN_ROLE;
  const { data, loading, error, refetch } = useQuery(AdminPromotionsDocument, {
    skip: !serviceAdmin,
  });
  const [end] = useMutation(AdminEndPromotionDocument);
  const [creating, setCreating] = useState(false);
  const { ask, dialog } = useConfirm();
  if (!serviceAdmin) return <ServiceAdminsOnly title="Promotions" />;

  const endNow = (p: AdminPromotionFragment) =>
    ask({
      question: `End ${p.title} now?`,
      detail: 'The banner stops showing it.',
      confirmLabel: 'End now',
      onConfirm: () =>
        void end({ variables: { id: p._id } }).then(
          () => notify(`Ended ${p.title}`),
          (failure: unknown) => notify(errorMessage(failure), 'error'),
        ),
    });

  return (
    <ListPage
      title="Promotions"
      action={
        <Button appearance="primary" onClick={() => setCreating(true)}>
          New promotion
        </Button>
      }
      noun="promotions"
      items={data?.servicePromotions}
      loading={loading}
      error={error}
      onRetry={() => void refetch()}
      empty="No promotion yet. A running PROMOTION shows every account a banner with a countdown."
      overlays={
        <>
          <NewPromotionDialog open={creating} onClose={() => setCreating(false)} />
          {dialog}
        </>
      }
    >
      {(items) => (
        <ResponsiveTable
          aria-label="Promotions"
          items={items}
          keyOf={(p) => p._id}
          columns={[
            { label: 'Title', role: 'title', cell: (p) => p.title },
            { label: 'Status', cell: (p) => STATUS_LABELS[p.status] ?? p.status },
            { label: 'Type', cell: (p) => p.type },
            { label: 'Starts', cell: (p) => when(p.validFrom ?? p.createdAt) },
            { label: 'Ends', cell: (p) => when(p.validUntil) },
            {
              label: 'Discount',
              cell: (p) => (p.discountPercents ? `${p.discountPercents}%` : '—'),
            },
            {
              label: 'Actions',
              role: 'actions',
              cell: (p) =>
                p.status === 'ended' ? null : (
                  <Button aria-label={`End ${p.title}`} onClick={() => endNow(p)}>
                    End now
                  </Button>
                ),
            },
          ]}
        />
      )}
    </ListPage>
  );
}
