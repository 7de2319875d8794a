#ifndef MOODCARD_CXML2_SHIM_H
#define MOODCARD_CXML2_SHIM_H
// libxml2's push parser with SAX2 callbacks, for Apple Health's export.xml: entities are never
// substituted and no DTD is loaded (see XMLStreamReader.swift).
#include <libxml/xmlversion.h>
// Debian's libxml2 is built with ICU, and encoding.h then includes ICU's headers, whose types
// clash with Foundation's own copy of ICU in any module that imports both. Only the ICU fields
// of xmlCharEncodingHandler depend on it, a struct MoodCard never touches.
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlerror.h>
#include <libxml/tree.h>
#endif
