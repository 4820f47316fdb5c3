import { makeStyles, tokens } from '@fluentui/react-components';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { CopyButton } from '../../ui/CopyButton';
import { PageHeader } from '../../ui/PageHeader';
import { useDocumentTitle } from '../../ui/useDocumentTitle';

const messages = defineMessages({
  title: { id: 'developers.title', defaultMessage: 'Desarrolladores' },
  subtitle: {
    id: 'developers.subtitle',
    defaultMessage: 'Tu biblioteca de prompts y el optimizador desde Claude, Cursor, VS Code o tu propio código, con un token personal.',
  },
  tokenHeading: { id: 'developers.token.heading', defaultMessage: '1. Crea un token' },
  tokenBody: {
    id: 'developers.token.body',
    defaultMessage:
      'En Configuración › API crea un token con los permisos que necesites: read (la biblioteca, tus prompts guardados y los tuyos), write (guardar, crear, editar y borrar tus prompts y categorías) y optimize (el optimizador, que gasta tus créditos). Se muestra una sola vez; envíalo como «Authorization: Bearer pmt_…». Cada token actúa como tú: el contenido Premium, los límites de tu plan y tus créditos son los mismos que en la web.',
  },
  tokenLink: { id: 'developers.token.link', defaultMessage: 'Ir a Configuración › API' },
  mcpHeading: { id: 'developers.mcp.heading', defaultMessage: '2. Conecta un cliente MCP' },
  claude: { id: 'developers.mcp.claude', defaultMessage: 'Claude Desktop (claude_desktop_config.json, a través de mcp-remote)' },
  cursor: { id: 'developers.mcp.cursor', defaultMessage: 'Cursor (~/.cursor/mcp.json)' },
  vscode: { id: 'developers.mcp.vscode', defaultMessage: 'VS Code (.vscode/mcp.json; pide el token al iniciar el servidor)' },
  claudeCode: { id: 'developers.mcp.claudeCode', defaultMessage: 'Claude Code (terminal)' },
  graphqlHeading: { id: 'developers.graphql.heading', defaultMessage: '3. GraphQL' },
  restHeading: { id: 'developers.rest.heading', defaultMessage: '4. REST' },
  restBody: { id: 'developers.rest.body', defaultMessage: 'Las mismas operaciones como rutas JSON bajo /api, con el mismo token:' },
  limitsHeading: { id: 'developers.limits.heading', defaultMessage: 'Límites y errores' },
  limitsBody: {
    id: 'developers.limits.body',
    defaultMessage:
      'Un token desconocido o revocado recibe 401; una acción fuera de sus permisos, 403 (en GraphQL, un error FORBIDDEN) con un mensaje claro. Cada token puede hacer 120 peticiones por minuto (después, 429 con Retry-After). Un token nunca puede cambiar la contraseña, el perfil, los pagos ni los tokens, ni borrar la cuenta, ni usar funciones de administración.',
  },
});

const mcpBodyMessage = defineMessage<{ url: string; variables: string }>({
  id: 'developers.mcp.body',
  defaultMessage:
    'El servidor MCP está en {url} (Streamable HTTP). Herramientas: search_prompts, get_prompt, list_categories, list_my_prompts, save_prompt, create_prompt, optimize_prompt y analyze_prompt. Tus prompts guardados y creados aparecen como prompts MCP, con sus {variables} como argumentos.',
});

const graphqlBodyMessage = defineMessage<{ url: string }>({ id: 'developers.graphql.body', defaultMessage: 'Todo el esquema en {url}, con el mismo token:' });

const useStyles = makeStyles({
  section: { marginBottom: '28px', maxWidth: '860px' },
  heading: { margin: '0 0 8px', fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  label: { margin: '16px 0 6px', fontWeight: tokens.fontWeightSemibold },
  code: {
    position: 'relative',
    margin: 0,
    padding: '12px 14px',
    overflowX: 'auto',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
    whiteSpace: 'pre',
  },
  copy: { marginTop: '6px' },
});

function Snippet({ label, code }: { label: string; code: string }) {
  const styles = useStyles();
  return (
    <>
      <p className={styles.label}>{label}</p>
      <pre className={styles.code}>
        <code>{code}</code>
      </pre>
      <CopyButton className={styles.copy} size="small" text={code} />
    </>
  );
}

/** The configurations and requests to paste, for this server's own origin. */
export function developerSnippets(origin: string) {
  const mcpUrl = `${origin}/mcp`;
  const json = (value: unknown) => JSON.stringify(value, null, 2);
  return {
    mcpUrl,
    graphqlUrl: `${origin}/graphql`,
    claudeDesktop: json({
      mcpServers: {
        promptario: {
          command: 'npx',
          // No spaces inside an argument: Claude Desktop on Windows splits them.
          args: ['-y', 'mcp-remote', mcpUrl, '--header', 'Authorization:${PROMPTARIO_AUTH}'],
          env: { PROMPTARIO_AUTH: 'Bearer pmt_YOUR_TOKEN' },
        },
      },
    }),
    cursor: json({ mcpServers: { promptario: { url: mcpUrl, headers: { Authorization: 'Bearer pmt_YOUR_TOKEN' } } } }),
    vscode: json({
      inputs: [{ type: 'promptString', id: 'promptario-token', description: 'Promptario API token', password: true }],
      servers: { promptario: { type: 'http', url: mcpUrl, headers: { Authorization: 'Bearer ${input:promptario-token}' } } },
    }),
    claudeCode: `claude mcp add --transport http promptario ${mcpUrl} --header "Authorization: Bearer pmt_YOUR_TOKEN"`,
    graphql: `curl ${origin}/graphql \\\n  -H "Authorization: Bearer pmt_YOUR_TOKEN" \\\n  -H "Content-Type: application/json" \\\n  -d '{"query":"{ viewer { username savedPromptsCount } search(query: \\"instagram\\") { ... on QuerySearchSuccess { data { prompts(first: 3) { edges { node { title content } } } } } } }"}'`,
    rest: [
      `curl "${origin}/api/prompts/search?q=instagram&limit=5" -H "Authorization: Bearer pmt_YOUR_TOKEN"`,
      '',
      '# read:     GET  /api/categories · /api/prompts/all · /api/prompts/search?q= · /api/my-prompts · /api/saved-prompts · /api/user-categories · /api/optimization-history · /api/subscription',
      '# write:    POST /api/prompts · PUT/DELETE /api/prompts/{id} · POST /api/saved-prompts · DELETE /api/saved-prompts/{promptId} · /api/user-categories',
      '# optimize: POST /api/optimize · POST /api/analyze-complexity',
      '# session only (not with a token): POST/GET /api/tokens · DELETE /api/tokens/{id}',
    ].join('\n'),
  };
}

export function DevelopersPage() {
  const intl = useIntl();
  const styles = useStyles();
  const title = intl.formatMessage(messages.title);
  useDocumentTitle(title);
  const snippets = developerSnippets(window.location.origin);
  return (
    <>
      <PageHeader title={title} subtitle={intl.formatMessage(messages.subtitle)} />
      <section className={styles.section}>
        <h2 className={styles.heading}>{intl.formatMessage(messages.tokenHeading)}</h2>
        <p>{intl.formatMessage(messages.tokenBody)}</p>
        <Link to="/settings?tab=api">{intl.formatMessage(messages.tokenLink)}</Link>
      </section>
      <section className={styles.section}>
        <h2 className={styles.heading}>{intl.formatMessage(messages.mcpHeading)}</h2>
        <p>{intl.formatMessage(mcpBodyMessage, { url: snippets.mcpUrl, variables: '{{variables}}' })}</p>
        <Snippet label={intl.formatMessage(messages.claude)} code={snippets.claudeDesktop} />
        <Snippet label={intl.formatMessage(messages.cursor)} code={snippets.cursor} />
        <Snippet label={intl.formatMessage(messages.vscode)} code={snippets.vscode} />
        <Snippet label={intl.formatMessage(messages.claudeCode)} code={snippets.claudeCode} />
      </section>
      <section className={styles.section}>
        <h2 className={styles.heading}>{intl.formatMessage(messages.graphqlHeading)}</h2>
        <Snippet label={intl.formatMessage(graphqlBodyMessage, { url: snippets.graphqlUrl })} code={snippets.graphql} />
      </section>
      <section className={styles.section}>
        <h2 className={styles.heading}>{intl.formatMessage(messages.restHeading)}</h2>
        <Snippet label={intl.formatMessage(messages.restBody)} code={snippets.rest} />
      </section>
      <section className={styles.section}>
        <h2 className={styles.heading}>{intl.formatMessage(messages.limitsHeading)}</h2>
        <p>{intl.formatMessage(messages.limitsBody)}</p>
      </section>
    </>
  );
}
