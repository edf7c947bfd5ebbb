// Loads libxml2 at run time and parses with SAX2 (see include/CLibXML2.h).
#include "CLibXML2.h"

#include "CDynamicLibrary.h"

#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include <libxml/SAX2.h>
#include <libxml/parser.h>
#include <libxml/xmlerror.h>

/// Every libxml2 function called. Adding one: list it here.
#define BUTTONCAT_XML_FUNCTIONS(X) \
  X(xmlInitParser)                 \
  X(xmlCreatePushParserCtxt)       \
  X(xmlCtxtUseOptions)             \
  X(xmlParseChunk)                 \
  X(xmlStopParser)                 \
  X(xmlFreeParserCtxt)             \
  X(xmlSAX2GetLineNumber)

/// One pointer per function, typed from the header's own prototype.
static struct {
#define BUTTONCAT_XML_FIELD(name) __typeof__(&name) name;
  BUTTONCAT_XML_FUNCTIONS(BUTTONCAT_XML_FIELD)
#undef BUTTONCAT_XML_FIELD
} table;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static int load_succeeded;
static int escapes_ampersand;
static char load_error[512];

/// Opens `soname` and fills `functions` with every function (CDynamicLibrary); on failure
/// writes the reason to `error` and returns 0, leaving `functions` as it was.
static int resolve(const char *soname, __typeof__(table) *functions, char *error,
                   size_t capacity) {
#define BUTTONCAT_XML_NAME(name) #name,
  static const char *const names[] = {BUTTONCAT_XML_FUNCTIONS(BUTTONCAT_XML_NAME)};
#undef BUTTONCAT_XML_NAME
  return buttoncat_dl_resolve(soname, names, sizeof names / sizeof *names, functions,
                              sizeof *functions, error, capacity);
}

/// The state of one parse, given to every SAX callback as its user data.
struct parse_state {
  xmlParserCtxtPtr parser;
  const struct buttoncat_xml_handler *handler;
  struct buttoncat_xml_failure *failure;
  /// Set once the parse is stopped by us (a DOCTYPE, a callback, a long attribute).
  int stopped;
};

static void stop(struct parse_state *state, int code, const char *message) {
  if (state->stopped) return;
  state->stopped = 1;
  state->failure->code = code;
  state->failure->line = table.xmlSAX2GetLineNumber(state->parser);
  snprintf(state->failure->message, sizeof state->failure->message, "%s", message);
  table.xmlStopParser(state->parser);
}

static void on_start(void *user, const xmlChar *name, const xmlChar *prefix, const xmlChar *uri,
                     int namespace_count, const xmlChar **namespaces, int attribute_count,
                     int defaulted_count, const xmlChar **attributes) {
  (void)prefix, (void)uri, (void)namespace_count, (void)namespaces, (void)defaulted_count;
  struct parse_state *state = user;
  if (state->stopped) return;
  for (int i = 0; i < attribute_count; i++) {
    if ((size_t)(attributes[5 * i + 4] - attributes[5 * i + 3]) >
        state->handler->max_attribute_length) {
      char names[160];
      snprintf(names, sizeof names, "%s %s", (const char *)name,
               (const char *)attributes[5 * i]);
      stop(state, BUTTONCAT_XML_ATTRIBUTE_TOO_LONG, names);
      return;
    }
  }
  if (state->handler->start_element(state->handler->context, (const char *)name,
                                    attribute_count, (const char *const *)attributes,
                                    table.xmlSAX2GetLineNumber(state->parser)) != 0) {
    stop(state, BUTTONCAT_XML_STOPPED, "");
  }
}

static void on_end(void *user, const xmlChar *name, const xmlChar *prefix, const xmlChar *uri) {
  (void)prefix, (void)uri;
  struct parse_state *state = user;
  if (state->stopped) return;
  if (state->handler->end_element(state->handler->context, (const char *)name) != 0) {
    stop(state, BUTTONCAT_XML_STOPPED, "");
  }
}

static void on_characters(void *user, const xmlChar *bytes, int length) {
  struct parse_state *state = user;
  if (state->stopped) return;
  if (state->handler->characters(state->handler->context, (const char *)bytes, length) != 0) {
    stop(state, BUTTONCAT_XML_STOPPED, "");
  }
}

/// `<!DOCTYPE …>`: Interface Builder never writes one, and everything an attack needs (entity
/// declarations, an external subset) comes through it. Stopped before its subset is read.
static void on_doctype(void *user, const xmlChar *name, const xmlChar *external_id,
                       const xmlChar *system_id) {
  (void)name, (void)external_id, (void)system_id;
  stop(user, BUTTONCAT_XML_DOCTYPE, "");
}

/// An entity declaration (unreachable once a DOCTYPE stops the parse; refused all the same).
static void on_entity_declaration(void *user, const xmlChar *name, int type,
                                  const xmlChar *public_id, const xmlChar *system_id,
                                  xmlChar *content) {
  (void)name, (void)type, (void)public_id, (void)system_id, (void)content;
  stop(user, BUTTONCAT_XML_DOCTYPE, "");
}

/// Entities are never looked up: the five predefined ones are replaced by the parser itself,
/// and any other reference is then undeclared, a well-formedness error.
static xmlEntityPtr on_entity(void *user, const xmlChar *name) {
  (void)user, (void)name;
  return NULL;
}

/// libxml2's errors: the first fatal one is kept (its code, line and the first line of its
/// message); warnings and recoverable errors are ignored.
static void on_error(void *user, const xmlError *error) {
  struct parse_state *state = user;
  if (state->stopped || error == NULL || error->level != XML_ERR_FATAL) return;
  if (state->failure->code != 0) return;
  state->failure->code = error->code;
  state->failure->line = error->line;
  const char *message = error->message != NULL ? error->message : "";
  size_t length = strcspn(message, "\r\n");
  if (length >= sizeof state->failure->message) length = sizeof state->failure->message - 1;
  memcpy(state->failure->message, message, length);
  state->failure->message[length] = 0;
}

/// Parses with a push parser, fed in pieces of at most 1 MiB (xmlParseChunk takes an int).
static int parse(const char *bytes, size_t length, const struct buttoncat_xml_handler *handler,
                 struct buttoncat_xml_failure *failure) {
  memset(failure, 0, sizeof *failure);
  xmlSAXHandler sax;
  memset(&sax, 0, sizeof sax);
  sax.initialized = XML_SAX2_MAGIC;
  sax.startElementNs = on_start;
  sax.endElementNs = on_end;
  sax.characters = on_characters;
  sax.cdataBlock = on_characters;
  sax.internalSubset = on_doctype;
  sax.externalSubset = on_doctype;
  sax.entityDecl = on_entity_declaration;
  sax.getEntity = on_entity;
  sax.getParameterEntity = on_entity;
  // 2.12 made the error `const`; the cast keeps one definition for both prototypes.
  sax.serror = (xmlStructuredErrorFunc)on_error;

  struct parse_state state = {NULL, handler, failure, 0};
  state.parser = table.xmlCreatePushParserCtxt(&sax, &state, NULL, 0, NULL);
  if (state.parser == NULL) {
    failure->code = BUTTONCAT_XML_NO_PARSER;
    return 0;
  }
  table.xmlCtxtUseOptions(state.parser, XML_PARSE_NONET);
  const size_t piece = 1 << 20;
  size_t offset = 0;
  int result = 0;
  do {
    size_t count = length - offset < piece ? length - offset : piece;
    int last = offset + count == length;
    result = table.xmlParseChunk(state.parser, bytes + offset, (int)count, last);
    offset += count;
  } while (result == 0 && !state.stopped && offset < length);
  int well_formed = state.parser->wellFormed;
  table.xmlFreeParserCtxt(state.parser);
  if (state.stopped) return 0;
  if (result != 0 || !well_formed) {
    if (failure->code == 0) failure->code = result != 0 ? result : XML_ERR_INTERNAL_ERROR;
    return 0;
  }
  return 1;
}

static int probe_start(void *context, const char *name, int attribute_count,
                       const char *const *attributes, int line) {
  (void)name, (void)line;
  if (attribute_count == 1) {
    size_t length = (size_t)(attributes[4] - attributes[3]);
    *(int *)context = length == 5 && memcmp(attributes[3], "&#38;", 5) == 0;
  }
  return 0;
}

static int probe_end(void *context, const char *name) {
  (void)context, (void)name;
  return 0;
}

static int probe_characters(void *context, const char *bytes, int length) {
  (void)context, (void)bytes, (void)length;
  return 0;
}

/// Loads the library, then measures how it hands an ampersand in an attribute to SAX2.
static void load(void) {
  __typeof__(table) functions;
  memset(&functions, 0, sizeof functions);
  if (!resolve(BUTTONCAT_XML_SONAME, &functions, load_error, sizeof load_error)) return;
  // Published all at once; pthread_once orders these writes before every caller's return.
  table = functions;
  table.xmlInitParser();
  static const char document[] = "<a b=\"&amp;\"/>";
  struct buttoncat_xml_handler handler = {
      &escapes_ampersand, probe_start, probe_end, probe_characters, 16};
  struct buttoncat_xml_failure failure;
  parse(document, sizeof document - 1, &handler, &failure);
  load_succeeded = 1;
}

int buttoncat_xml_load(const char **error) {
  pthread_once(&load_once, load);
  if (!load_succeeded && error != NULL) *error = load_error;
  return load_succeeded;
}

int buttoncat_xml_probe(const char *soname, char *error, size_t capacity) {
  __typeof__(table) functions;
  memset(&functions, 0, sizeof functions);
  return resolve(soname, &functions, error, capacity);
}

int buttoncat_xml_escapes_ampersand(void) { return escapes_ampersand; }

int buttoncat_xml_parse(const char *bytes, size_t length,
                        const struct buttoncat_xml_handler *handler,
                        struct buttoncat_xml_failure *failure) {
  return parse(bytes, length, handler, failure);
}
