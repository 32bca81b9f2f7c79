/** SCIM discovery (RFC 7644 §4): what this service provider supports, its resource types and schemas. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { GROUP_SCHEMA } from './scim-groups.service';
import { LIST_SCHEMA, MAX_PAGE, USER_SCHEMA } from './scim-users.service';

const attr = (name: string, type: string, extra: Record<string, unknown> = {}) => ({
  name,
  type,
  multiValued: false,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...extra,
});

const SCHEMAS = [
  {
    id: USER_SCHEMA,
    name: 'User',
    description: 'A member of the team',
    attributes: [
      attr('userName', 'string', { required: true, uniqueness: 'server', mutability: 'immutable' }),
      attr('name', 'complex', {
        subAttributes: [
          attr('formatted', 'string'),
          attr('givenName', 'string'),
          attr('familyName', 'string'),
        ],
      }),
      attr('displayName', 'string'),
      attr('emails', 'complex', {
        multiValued: true,
        mutability: 'readOnly',
        subAttributes: [attr('value', 'string'), attr('type', 'string'), attr('primary', 'boolean')],
      }),
      attr('active', 'boolean'),
    ],
  },
  {
    id: GROUP_SCHEMA,
    name: 'Group',
    description: 'A group of team members',
    attributes: [
      attr('displayName', 'string', { required: true, uniqueness: 'server' }),
      attr('members', 'complex', {
        multiValued: true,
        subAttributes: [
          attr('value', 'string', { mutability: 'immutable' }),
          attr('display', 'string', { mutability: 'readOnly' }),
        ],
      }),
    ],
  },
];

export function discoveryRoutes(
  scim: FastifyInstance,
  ctx: {
    route: { access: { public: true }; csrfExempt: boolean };
    baseUrl: string;
    send: (reply: FastifyReply, status: number, body: unknown) => FastifyReply;
  },
) {
  const P = '/api/scim/v2';
  const meta = (resourceType: string, path: string) => ({ resourceType, location: `${ctx.baseUrl}${path}` });
  const resourceTypes = [
    {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
      id: 'User',
      name: 'User',
      endpoint: '/Users',
      schema: USER_SCHEMA,
      meta: meta('ResourceType', '/ResourceTypes/User'),
    },
    {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:ResourceType'],
      id: 'Group',
      name: 'Group',
      endpoint: '/Groups',
      schema: GROUP_SCHEMA,
      meta: meta('ResourceType', '/ResourceTypes/Group'),
    },
  ];
  const schemas = SCHEMAS.map((s) => ({
    ...s,
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:Schema'],
    meta: meta('Schema', `/Schemas/${s.id}`),
  }));
  const list = (items: unknown[]) => ({
    schemas: [LIST_SCHEMA],
    totalResults: items.length,
    startIndex: 1,
    itemsPerPage: items.length,
    Resources: items,
  });
  const opts = { config: ctx.route, schema: { hide: true } };

  scim.get(`${P}/ServiceProviderConfig`, opts, async (_req, reply) =>
    ctx.send(reply, 200, {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig'],
      documentationUri: `${ctx.baseUrl.replace(/\/api\/scim\/v2$/, '')}/admin/team-settings/scim`,
      patch: { supported: true },
      bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
      filter: { supported: true, maxResults: MAX_PAGE },
      changePassword: { supported: false },
      sort: { supported: false },
      etag: { supported: false },
      authenticationSchemes: [
        {
          type: 'oauthbearertoken',
          name: 'Bearer token',
          description: 'A token made on the SCIM settings page',
          primary: true,
        },
      ],
      meta: meta('ServiceProviderConfig', '/ServiceProviderConfig'),
    }),
  );
  scim.get(`${P}/ResourceTypes`, opts, async (_req, reply) => ctx.send(reply, 200, list(resourceTypes)));
  scim.get(`${P}/ResourceTypes/:id`, opts, async (req, reply) => {
    const found = resourceTypes.find((t) => t.id === (req.params as { id: string }).id);
    if (!found)
      return ctx.send(reply, 404, {
        schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
        status: '404',
        detail: 'Resource type not found',
      });
    return ctx.send(reply, 200, found);
  });
  scim.get(`${P}/Schemas`, opts, async (_req, reply) => ctx.send(reply, 200, list(schemas)));
  scim.get(`${P}/Schemas/:id`, opts, async (req, reply) => {
    const found = schemas.find((s) => s.id === (req.params as { id: string }).id);
    if (!found)
      return ctx.send(reply, 404, {
        schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
        status: '404',
        detail: 'Schema not found',
      });
    return ctx.send(reply, 200, found);
  });
}
