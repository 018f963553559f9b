import { useMutation, useQuery } from '@apollo/client/react';
import { PERMISSIONS } from '@marquee/sdk/model';
import { useState } from 'react';
import { errorMessage } from '../../../../kit/errorMessage';
import { useCan } from '../../../../shared/session/session';
import {
  MenuBoardMealTemplateDeleteDocument,
  MenuBoardMealTemplateListDocument,
  type MenuBoardMealTemplateListQuery,
} from '../../../../graphql/generated';
import { ConfirmDialog } from '../../../../kit/ConfirmDialog';

export type MealTemplate = MenuBoardMealTemplateListQuery['menuBoardMealTemplates']['data'][number];

/** The templates offered in the current space, fetched each time a list opens. */
export function useMealTemplates() {
  const { data, loading, error } = useQuery(MenuBoardMealTemplateListDocument, {
    fetchPolicy: 'cache-and-network',
  });
  return {
    templates: data?.menuBoardMealTemplates.data ?? null,
    loading: loading && !data,
    error: error ? errorMessage(error) : null,
  };
}

/**
 * Deleting a template: asks first (the shared "Are you sure about deleting item?", Enter
 * confirms), then deletes and refetches the list. `confirm` is the dialog to render.
 */
export function useDeleteTemplate() {
  const canDelete = useCan(PERMISSIONS.integrations.menuBoardDelete);
  const [asking, setAsking] = useState<MealTemplate | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [remove] = useMutation(MenuBoardMealTemplateDeleteDocument, {
    refetchQueries: [MenuBoardMealTemplateListDocument],
    awaitRefetchQueries: true,
  });
  const run = async () => {
    const template = asking;
    setAsking(null);
    if (!template) return;
    setError(null);
    try {
      await remove({ variables: { id: template._id } });
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return {
    canDelete,
    ask: setAsking,
    error,
    confirm: (
      <ConfirmDialog
        open={asking !== null}
        onCancel={() => setAsking(null)}
        onConfirm={() => void run()}
      />
    ),
  };
}
