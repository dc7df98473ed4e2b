import { Caption1, Checkbox, FieldContextProvider, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import type { Schema } from '#sdk';
import type { AssignableRole } from './managerRequests';

const useStyles = makeStyles({
  list: {
    margin: 0,
    padding: 0,
    border: 'none',
    minWidth: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
  },
  item: { display: 'flex', flexDirection: 'column' },
  description: { color: tokens.colorNeutralForeground3, paddingInlineStart: '32px', marginTop: '-4px' },
});

export interface PermissionChecklistProps {
  catalogue: readonly Schema<'PermissionItem'>[] | undefined;
  value: readonly AssignableRole[];
  onChange: (value: AssignableRole[]) => void;
  /** Shown but not to be ticked or unticked: what the signed-in manager may not grant (the server answers 403). */
  locked?: readonly AssignableRole[];
}

/** The assignable permissions (`getManagerPermissionList`) as checkboxes, each with what it allows. */
export function PermissionChecklist({ catalogue, value, onChange, locked = [] }: PermissionChecklistProps) {
  const styles = useStyles();
  if (!catalogue) return <Spinner size="tiny" label="正在加载权限…" />;
  const toggle = (name: AssignableRole, checked: boolean) =>
    onChange(checked ? [...value.filter((v) => v !== name), name] : value.filter((v) => v !== name));
  // Inside a Field every control would take the field's one id (and its label would tick only the first box).
  return (
    <FieldContextProvider value={undefined}>
      <fieldset className={styles.list} aria-label="权限">
        {catalogue.map((item) => {
          const name = item.name as AssignableRole;
          return (
            <div key={item.name} className={styles.item}>
              <Checkbox
                label={item.title}
                checked={value.includes(name)}
                disabled={locked.includes(name)}
                onChange={(_, data) => toggle(name, data.checked === true)}
              />
              <Caption1 className={styles.description}>{item.description}</Caption1>
            </div>
          );
        })}
      </fieldset>
    </FieldContextProvider>
  );
}
