import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { TestProviders } from '../../test/TestProviders';
import { PromptVariableHint } from './PromptVariableHint';

function Editor({ initial }: { initial: string }) {
  const [content, setContent] = useState(initial);
  return (
    <>
      <textarea aria-label="content" value={content} onChange={(event) => setContent(event.target.value)} />
      <PromptVariableHint content={content} />
    </>
  );
}

describe('the variables hint of the create and edit forms', () => {
  it('explains the syntax in one line and lists the variables found as the content changes', async () => {
    render(
      <TestProviders environment={createMockEnvironment()}>
        <Editor initial="Sin variables" />
      </TestProviders>,
    );
    expect(screen.getByText(/Variables: escribe \{\{cliente\}\}, \{\{tono:formal\}\} \(con valor por defecto\) o \{\{tono:formal\|cercano\}\}/)).toBeTruthy();
    expect(screen.queryByTestId('prompt-variables')).toBeNull();

    await act(async () => {
      fireEvent.change(screen.getByLabelText('content'), { target: { value: 'Hola {{cliente}}, en tono {{tono:formal|cercano}} para [tu tienda].' } });
    });
    const chips = within(screen.getByRole('list', { name: 'Variables encontradas' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['cliente', 'tono: formal | cercano', 'tu tienda']);
  });

  it('speaks English', () => {
    render(
      <TestProviders environment={createMockEnvironment()} locale="en">
        <PromptVariableHint content="{{name}}" />
      </TestProviders>,
    );
    expect(screen.getByText(/Variables: write \{\{customer\}\}/)).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Variables found' })).toBeTruthy();
  });
});
