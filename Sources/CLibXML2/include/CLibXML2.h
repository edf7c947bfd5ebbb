// libxml2 for ButtonIB, loaded at run time, behind an interface of our own: a SAX2 parse of a
// document in memory that calls back into Swift with a context pointer.
//
// buttoncat does not link libxml2: only `scan` reads XML, and the other commands would pay for
// loading it (and its dependencies: ICU, liblzma, zlib) at every start. The functions are
// reached through a table that `buttoncat_xml_load` fills with dlopen + dlsym the first time a
// file is parsed: "libxml2.so.2" on Linux (Debian's libxml2), /usr/lib/libxml2.2.dylib on
// macOS (part of the OS).
//
// This header names no libxml2 type, so a Swift target importing it needs none of libxml2's
// headers; LibXML2Loader.c includes them (Package.swift gives it their folder) so that every
// function pointer and the SAX handler are typed by libxml2's own prototypes, checked by the
// compiler, rather than redeclared here by hand (a redeclared `xmlSAXHandler` that drifted from
// the library's would crash at run time, silently).
#ifndef BUTTONCAT_CLIBXML2_H
#define BUTTONCAT_CLIBXML2_H

#include <stddef.h>

#if defined(__APPLE__)
/// The shared library loaded: part of macOS (in the dyld shared cache), by its install name.
#define BUTTONCAT_XML_SONAME "/usr/lib/libxml2.2.dylib"
/// How to install it, for the error when it cannot be loaded.
#define BUTTONCAT_XML_INSTALL "macOS: libxml2 is part of the system (/usr/lib/libxml2.2.dylib)"
#else
/// The shared library loaded: the soname of libxml2's stable ABI (Debian: libxml2).
#define BUTTONCAT_XML_SONAME "libxml2.so.2"
#define BUTTONCAT_XML_INSTALL "Debian: apt-get install libxml2"
#endif

/// The callbacks of one parse, with the context pointer each receives. A callback returns 0 to
/// go on, anything else to stop the parse (`buttoncat_xml_parse` then fails with
/// `BUTTONCAT_XML_STOPPED`: the caller knows why).
struct buttoncat_xml_handler {
  void *context;
  /// An element starts. `name` is its local name (NUL-terminated). `attributes` holds 5
  /// pointers per attribute, as libxml2's SAX2 gives them: [5i] the local name (NUL-terminated),
  /// [5i + 3] the first byte of the value and [5i + 4] one past its last (not NUL-terminated,
  /// UTF-8, entities and character references replaced; see `buttoncat_xml_escapes_ampersand`).
  /// `line` is the 1-based line where the start tag ends.
  int (*start_element)(
      void *context, const char *name, int attribute_count, const char *const *attributes,
      int line);
  /// An element ends.
  int (*end_element)(void *context, const char *name);
  /// Text or a CDATA section's content, in one or more pieces (UTF-8, not NUL-terminated).
  int (*characters)(void *context, const char *bytes, int length);
  /// The longest attribute value accepted, in bytes: a longer one stops the parse with
  /// `BUTTONCAT_XML_ATTRIBUTE_TOO_LONG`.
  size_t max_attribute_length;
};

/// The document has a DOCTYPE (an internal subset, entity or other declaration): refused before
/// anything in it is read or loaded.
#define BUTTONCAT_XML_DOCTYPE (-1)
/// A callback returned non-zero.
#define BUTTONCAT_XML_STOPPED (-2)
/// An attribute value is longer than `max_attribute_length`; `message` holds "ELEMENT ATTRIBUTE".
#define BUTTONCAT_XML_ATTRIBUTE_TOO_LONG (-3)
/// libxml2 could not create a parser (out of memory).
#define BUTTONCAT_XML_NO_PARSER (-4)

/// Why a parse failed.
struct buttoncat_xml_failure {
  /// libxml2's error code (`xmlParserErrors`: 4 empty document, 5 content after the root or a
  /// truncated document in push mode, 9 a character or encoding error, 26 an undeclared entity…),
  /// or one of the BUTTONCAT_XML_* codes above.
  int code;
  /// The 1-based line, or 0 when unknown.
  int line;
  /// libxml2's message, first line only, NUL-terminated (may quote bytes of the document).
  char message[160];
};

/// Loads libxml2 on the first call (dlopen RTLD_NOW | RTLD_LOCAL, dlsym of every function,
/// xmlInitParser); later calls, from any thread, return the first call's result at the cost of a
/// pthread_once. Returns 1 when every function was found; otherwise 0, pointing `*error` (when
/// non-NULL) at a static message: dlerror's text or the missing function.
int buttoncat_xml_load(const char **error);

/// Test seam: opens `soname` and looks every function up the same way, without touching the
/// loaded table. Returns 1 when all are found; otherwise 0 with the reason written to `error`.
int buttoncat_xml_probe(const char *soname, char *error, size_t capacity);

/// Whether this libxml2 hands an ampersand in an attribute value to SAX2 as the five bytes
/// "&#38;" (2.9 does when entities are not substituted, so that a tree builder can tell it from
/// an entity reference): the caller then turns each "&#38;" back into "&". Measured once by
/// `buttoncat_xml_load` on a one-line document. Only valid after it returned 1.
int buttoncat_xml_escapes_ampersand(void);

/// Parses `length` bytes of XML with SAX2 (options: XML_PARSE_NONET only: no entity
/// substitution, no DTD loading, default limits), calling `handler`. Any DOCTYPE stops it. Returns
/// 1 when the document is well-formed and no callback stopped it; otherwise 0 with `failure`
/// filled. Only call after `buttoncat_xml_load` returned 1. Thread-safe: one parser per call.
int buttoncat_xml_parse(
    const char *bytes, size_t length, const struct buttoncat_xml_handler *handler,
    struct buttoncat_xml_failure *failure);

#endif
