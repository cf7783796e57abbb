import { LIMITS, MESSAGES, missingVariablesMessage, type Template } from '@silent/contracts';
import { Badge, Button, Card, Select, Spinner, TextInput, cardClassName } from '@silent/ui';
import { useId, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useApplyTemplate } from '../../api/apply-template';
import { useTemplates } from '../../api/get-templates';
import { errorMessage } from '../../lib/error-message';
import { variableLabel } from '../../lib/format';
import { useAdvancedStore } from '../../stores/advanced-store';
import { CopyButton } from '../common/copy-button';
import { useLogError } from '../common/use-log-error';

export function TemplatesPanel() {
  const id = useId();
  const templates = useTemplates();
  useLogError(templates.error, 'templates');
  const apply = useApplyTemplate();
  const templateId = useAdvancedStore((s) => s.templateId);
  const values = useAdvancedStore((s) => s.templateValues);
  const applied = useAdvancedStore((s) => s.applied);
  const update = useAdvancedStore((s) => s.update);
  const list = templates.data ?? [];
  const selected: Template | undefined = list.find((t) => t.id === templateId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!selected) {
      toast.error(MESSAGES.templateRequired);
      return;
    }
    const missing = selected.variables.filter((v) => !(values[v] ?? '').trim());
    if (missing.length > 0) {
      toast.error(missingVariablesMessage(missing));
      return;
    }
    const variables = Object.fromEntries(
      selected.variables.map((v) => [v, (values[v] ?? '').trim()] as const),
    );
    apply.mutate(
      { id: selected.id, variables },
      {
        onSuccess: (data) => {
          update({ applied: { name: data.template.name, result: data.result } });
          toast.success(MESSAGES.templateApplied);
        },
        onError: (error) => toast.error(errorMessage(error, MESSAGES.templateApplyFailed)),
      },
    );
  };

  return (
    <section className="tool-stack" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="tool-section__title">
        Templates
      </h3>
      <form
        className={cardClassName({ padding: 'sm', className: 'tool-stack' })}
        onSubmit={onSubmit}
        noValidate
      >
        <fieldset disabled={apply.isPending} className="tool-fieldset tool-stack">
          <legend className="ui-visually-hidden">Apply a template</legend>
          <Select
            label="Template"
            options={list.map((t) => ({ value: t.id, label: t.name }))}
            placeholder="Choose a template…"
            value={templateId}
            onChange={(e) => {
              update({ templateId: e.target.value, templateValues: {} });
            }}
          />
          {selected?.variables.map((variable) => (
            <TextInput
              key={variable}
              label={variableLabel(variable)}
              maxLength={LIMITS.promptMaxChars}
              value={values[variable] ?? ''}
              onChange={(e) =>
                update({ templateValues: { ...values, [variable]: e.target.value } })
              }
            />
          ))}
          <div>
            <Button type="submit" variant="primary">
              {apply.isPending ? 'Applying…' : 'Apply Template'}
            </Button>
          </div>
        </fieldset>
      </form>

      {applied && (
        <Card as="article" padding="sm" className="tool-stack" aria-labelledby={`${id}-result`}>
          <div className="tool-row tool-row--between">
            <h4 id={`${id}-result`} className="tool-card__title">
              Applied: {applied.name}
            </h4>
            <CopyButton text={applied.result} label="Copy applied template" />
          </div>
          <p className="tool-output">{applied.result}</p>
        </Card>
      )}

      <h4 className="tool-subtitle">All templates</h4>
      {templates.isPending ? (
        <Spinner label="Loading templates…" className="tool-loading" />
      ) : (
        <ul className="tool-cards tool-plain-list">
          {list.map((t) => (
            <Card key={t.id} as="li" padding="sm" className="tool-stack" aria-label={t.name}>
              <div className="tool-row tool-row--between">
                <h5 className="tool-subtitle">{t.name}</h5>
                <Badge>
                  Used {t.usage} {t.usage === 1 ? 'time' : 'times'}
                </Badge>
              </div>
              <p className="tool-muted">{t.description}</p>
              {t.variables.length > 0 ? (
                <div className="tool-row tool-row--wrap tool-small">
                  <span aria-hidden="true">Variables:</span>
                  <ul className="tool-var-chips" aria-label="Variables">
                    {t.variables.map((v) => (
                      <li key={v}>
                        <code className="tool-var-chip">{v}</code>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : (
                <p className="tool-small">Variables: none</p>
              )}
            </Card>
          ))}
        </ul>
      )}
    </section>
  );
}
