import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { TestProviders } from '../../test/TestProviders';
import { DevelopersPage, developerSnippets } from './DevelopersPage';

afterEach(cleanup);

describe('/developers', () => {
  it('gives ready-to-paste MCP configurations for Claude Desktop, Cursor and VS Code, with the token in a header', () => {
    const snippets = developerSnippets('https://promptario.example');
    expect(JSON.parse(snippets.cursor)).toEqual({
      mcpServers: { promptario: { url: 'https://promptario.example/mcp', headers: { Authorization: 'Bearer pmt_YOUR_TOKEN' } } },
    });
    const vscode = JSON.parse(snippets.vscode);
    expect(vscode.servers.promptario).toEqual({ type: 'http', url: 'https://promptario.example/mcp', headers: { Authorization: 'Bearer ${input:promptario-token}' } });
    expect(vscode.inputs[0]).toMatchObject({ id: 'promptario-token', type: 'promptString', password: true });
    const claude = JSON.parse(snippets.claudeDesktop).mcpServers.promptario;
    expect(claude.args).toEqual(['-y', 'mcp-remote', 'https://promptario.example/mcp', '--header', 'Authorization:${PROMPTARIO_AUTH}']);
    expect(claude.env).toEqual({ PROMPTARIO_AUTH: 'Bearer pmt_YOUR_TOKEN' });
    expect(snippets.graphql).toContain('curl https://promptario.example/graphql');
    expect(snippets.graphql).toContain('-H "Authorization: Bearer pmt_YOUR_TOKEN"');
  });

  it('reads in both languages and links to Settings › API', () => {
    for (const [locale, title, link] of [
      ['es', 'Desarrolladores', 'Ir a Configuración › API'],
      ['en', 'Developers', 'Go to Settings › API'],
    ] as const) {
      render(
        <TestProviders environment={createMockEnvironment()} locale={locale}>
          <MemoryRouter>
            <DevelopersPage />
          </MemoryRouter>
        </TestProviders>,
      );
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
      expect(screen.getByRole('link', { name: link }).getAttribute('href')).toBe('/settings?tab=api');
      expect(screen.getByText(/"type": "http"/)).toBeTruthy();
      cleanup();
    }
  });
});
