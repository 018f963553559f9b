import {
  Body1,
  Button,
  MessageBar,
  MessageBarBody,
  Spinner,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowLeftRegular, DeleteRegular } from '@fluentui/react-icons';
import { PERMISSIONS } from '@marquee/sdk/model';
import { Link } from 'react-router';
import { useCan } from '../../../shared/session/session';
import { MENU_ROUTES } from '../../../widgets/shared/menuBoards/menuBoardTexts';
import { templateSummary } from '../../../widgets/shared/menuBoards/templates/TemplateDialogs';
import { useTemplatePriceFormat } from '../../../widgets/shared/menuBoards/templates/templatePrice';
import { TEMPLATE_TEXTS } from '../../../widgets/shared/menuBoards/templates/templateTexts';
import {
  useDeleteTemplate,
  useMealTemplates,
  type MealTemplate,
} from '../../../widgets/shared/menuBoards/templates/useMealTemplates';
import { NO_ACCESS } from '../texts';
import { ResponsiveTable, type TableColumn } from '../../../kit/ResponsiveTable';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  bar: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/** Where a template is offered: every space (no list) or the spaces it names. */
const spacesOf = (template: MealTemplate) =>
  template.spaceIds === null
    ? TEMPLATE_TEXTS.allSpaces
    : TEMPLATE_TEXTS.spaces(template.spaceIds.length);

/** /data-integrations/menu-board-meal-templates: the meal templates of this space, with delete. */
export function MealTemplatesPage() {
  const styles = useStyles();
  const canRead = useCan(PERMISSIONS.integrations.menuBoardRead);
  return (
    <section className={styles.page}>
      <div className={styles.bar}>
        <Link to={MENU_ROUTES.locations} aria-label="Menu boards">
          <ArrowLeftRegular />
        </Link>
        <Title2 as="h1">{TEMPLATE_TEXTS.manageTitle}</Title2>
      </div>
      {canRead ? (
        <Templates />
      ) : (
        <MessageBar intent="warning">
          <MessageBarBody>{NO_ACCESS}</MessageBarBody>
        </MessageBar>
      )}
    </section>
  );
}

function Templates() {
  const { templates, loading, error } = useMealTemplates();
  const remove = useDeleteTemplate();
  const priceFormat = useTemplatePriceFormat();
  const failure = error ?? remove.error;
  return (
    <>
      {failure && (
        <MessageBar intent="error">
          <MessageBarBody>{TEMPLATE_TEXTS.error(failure)}</MessageBarBody>
        </MessageBar>
      )}
      {loading && <Spinner size="tiny" label={TEMPLATE_TEXTS.loading} />}
      {templates && templates.length === 0 && <Body1>{TEMPLATE_TEXTS.empty}</Body1>}
      {templates && templates.length > 0 && (
        <ResponsiveTable
          aria-label={TEMPLATE_TEXTS.manageTitle}
          items={templates}
          keyOf={(template) => template._id}
          columns={[
            { label: 'Internal name', role: 'title', cell: (template) => template.internalName },
            { label: 'Meal', cell: (template) => templateSummary(template, priceFormat) },
            { label: 'Offered in', cell: (template) => spacesOf(template) },
            ...(remove.canDelete
              ? [
                  {
                    label: 'Actions',
                    role: 'actions',
                    cell: (template) => (
                      <Button
                        appearance="subtle"
                        icon={<DeleteRegular />}
                        aria-label={`Delete ${template.internalName}`}
                        onClick={() => remove.ask(template)}
                      />
                    ),
                  } satisfies TableColumn<(typeof templates)[number]>,
                ]
              : []),
          ]}
        />
      )}
      {remove.confirm}
    </>
  );
}
