import {
  Body1,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import { formatPrice, type PriceFormat } from '@marquee/sdk';
import type { ReactNode } from 'react';
import { readTemplateMeal } from './mealTemplate';
import { useTemplatePriceFormat } from './templatePrice';
import { TEMPLATE_TEXTS } from './templateTexts';
import { useDeleteTemplate, useMealTemplates, type MealTemplate } from './useMealTemplates';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  text: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 },
});

/**
 * The meal a template holds, in a line: its title and price, the price in `format`'s currency
 * (useTemplatePriceFormat) when there is one; a price that is not a number stays as typed.
 */
export function templateSummary(template: MealTemplate, format: PriceFormat | null): string {
  const meal = readTemplateMeal(template.body);
  const price = format ? formatPrice(meal.price, format) : meal.price;
  return [meal.title, price].filter((part) => part.trim() !== '').join(' · ');
}

function TemplateRows({
  label,
  action,
}: {
  label: string;
  action: (template: MealTemplate) => ReactNode;
}) {
  const styles = useStyles();
  const { templates, loading, error } = useMealTemplates();
  const priceFormat = useTemplatePriceFormat();
  if (error)
    return (
      <MessageBar intent="error">
        <MessageBarBody>{TEMPLATE_TEXTS.error(error)}</MessageBarBody>
      </MessageBar>
    );
  if (loading || !templates) return <Spinner size="tiny" label={TEMPLATE_TEXTS.loading} />;
  if (templates.length === 0) return <Body1>{TEMPLATE_TEXTS.empty}</Body1>;
  return (
    <ul className={styles.list} aria-label={label}>
      {templates.map((template) => (
        <li key={template._id} className={styles.row}>
          <div className={styles.text}>
            <Body1>{template.internalName}</Body1>
            <Caption1>{templateSummary(template, priceFormat)}</Caption1>
          </div>
          {action(template)}
        </li>
      ))}
    </ul>
  );
}

function ListDialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open onOpenChange={(_e, d) => !d.open && onClose()} surfaceMotion={null}>
      <DialogSurface backdropMotion={null} aria-label={title}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{children}</DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** Lists the templates; "Use" gives the chosen one's body (copied into a meal) and closes. */
export function ChooseTemplateDialog({
  onChoose,
  onClose,
}: {
  onChoose: (body: unknown) => void;
  onClose: () => void;
}) {
  return (
    <ListDialog title={TEMPLATE_TEXTS.chooseTitle} onClose={onClose}>
      <TemplateRows
        label={TEMPLATE_TEXTS.chooseTitle}
        action={(template) => (
          <Button
            appearance="primary"
            aria-label={`Use ${template.internalName}`}
            onClick={() => {
              onChoose(template.body);
              onClose();
            }}
          >
            Use
          </Button>
        )}
      />
    </ListDialog>
  );
}

/** "Manage templates": the templates with delete; "No templates found" when none are left. */
export function ManageTemplatesDialog({ onClose }: { onClose: () => void }) {
  const remove = useDeleteTemplate();
  return (
    <ListDialog title={TEMPLATE_TEXTS.manageTitle} onClose={onClose}>
      {remove.error && (
        <MessageBar intent="error">
          <MessageBarBody>{remove.error}</MessageBarBody>
        </MessageBar>
      )}
      <TemplateRows
        label={TEMPLATE_TEXTS.manageTitle}
        action={(template) =>
          remove.canDelete && (
            <Button
              appearance="subtle"
              icon={<DeleteRegular />}
              aria-label={`Delete ${template.internalName}`}
              onClick={() => remove.ask(template)}
            />
          )
        }
      />
      {remove.confirm}
    </ListDialog>
  );
}
