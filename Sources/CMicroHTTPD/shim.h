#ifndef MOODCARD_CMICROHTTPD_SHIM_H
#define MOODCARD_CMICROHTTPD_SHIM_H
// GNU libmicrohttpd, the HTTP server behind `mood serve`.
//
// Only `mood serve` uses it, and with it come GnuTLS and seven more libraries that every other
// command would load, relocate and initialise before `main` (a quarter of `mood --version`'s
// time; see BENCHMARKS.md). So `mood` is not linked to it: the library is opened on first use
// (CLibraryLoader), and the functions `mood serve` calls are defined here, under the library's
// own names, calling it through the addresses `dlsym` finds, once each. The header is read with those
// names moved aside, so its types and constants are the library's own and each call's type is
// taken from its declaration. A function not wrapped here fails to link: add it to both lists.
#include "../CLibraryLoader/loader.h"
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <netinet/in.h>

#define MHD_start_daemon moodcard_mhd_declared_start_daemon
#define MHD_quiesce_daemon moodcard_mhd_declared_quiesce_daemon
#define MHD_stop_daemon moodcard_mhd_declared_stop_daemon
#define MHD_suspend_connection moodcard_mhd_declared_suspend_connection
#define MHD_resume_connection moodcard_mhd_declared_resume_connection
#define MHD_create_response_from_buffer moodcard_mhd_declared_create_response_from_buffer
#define MHD_destroy_response moodcard_mhd_declared_destroy_response
#define MHD_add_response_header moodcard_mhd_declared_add_response_header
#define MHD_queue_response moodcard_mhd_declared_queue_response
#define MHD_get_connection_values moodcard_mhd_declared_get_connection_values
#define MHD_get_connection_info moodcard_mhd_declared_get_connection_info
#include <microhttpd.h>
#undef MHD_start_daemon
#undef MHD_quiesce_daemon
#undef MHD_stop_daemon
#undef MHD_suspend_connection
#undef MHD_resume_connection
#undef MHD_create_response_from_buffer
#undef MHD_destroy_response
#undef MHD_add_response_header
#undef MHD_queue_response
#undef MHD_get_connection_values
#undef MHD_get_connection_info

// The shared object of the ABI this header describes (Debian package libmicrohttpd12).
#define MOODCARD_MHD_LIBRARY "libmicrohttpd.so.12"
MOODCARD_LIBRARY(moodcard_mhd, MOODCARD_MHD_LIBRARY)

/// The library's function `name`, as the type of its declaration `declared`.
#define MOODCARD_MHD(declared, name) \
  MOODCARD_LIBRARY_FUNCTION(moodcard_mhd_library, declared, name)

static inline MHD_socket MHD_quiesce_daemon(struct MHD_Daemon *daemon) {
  return MOODCARD_MHD(moodcard_mhd_declared_quiesce_daemon, "MHD_quiesce_daemon")(daemon);
}

static inline void MHD_stop_daemon(struct MHD_Daemon *daemon) {
  MOODCARD_MHD(moodcard_mhd_declared_stop_daemon, "MHD_stop_daemon")(daemon);
}

static inline void MHD_suspend_connection(struct MHD_Connection *connection) {
  MOODCARD_MHD(moodcard_mhd_declared_suspend_connection, "MHD_suspend_connection")(connection);
}

static inline void MHD_resume_connection(struct MHD_Connection *connection) {
  MOODCARD_MHD(moodcard_mhd_declared_resume_connection, "MHD_resume_connection")(connection);
}

static inline void MHD_destroy_response(struct MHD_Response *response) {
  MOODCARD_MHD(moodcard_mhd_declared_destroy_response, "MHD_destroy_response")(response);
}

static inline enum MHD_Result MHD_add_response_header(
    struct MHD_Response *response, const char *header, const char *content) {
  return MOODCARD_MHD(moodcard_mhd_declared_add_response_header, "MHD_add_response_header")(
      response, header, content);
}

static inline enum MHD_Result MHD_queue_response(
    struct MHD_Connection *connection, unsigned int status_code, struct MHD_Response *response) {
  return MOODCARD_MHD(moodcard_mhd_declared_queue_response, "MHD_queue_response")(
      connection, status_code, response);
}

static inline int MHD_get_connection_values(
    struct MHD_Connection *connection, enum MHD_ValueKind kind, MHD_KeyValueIterator iterator,
    void *iterator_cls) {
  return MOODCARD_MHD(moodcard_mhd_declared_get_connection_values, "MHD_get_connection_values")(
      connection, kind, iterator, iterator_cls);
}

// MHD_start_daemon and MHD_get_connection_info are C-variadic, which
// Swift cannot call: these wrappers pass what `mood serve` uses as fixed arguments.

/// Starts a daemon on the listening socket `listener`, with a policy that may close a connection
/// as soon as it is accepted, a callback when a connection opens or closes, a callback given each
/// request's target as it was sent (before libmicrohttpd decodes it), a connection limit, an idle
/// timeout in seconds, a per-connection memory limit in bytes and a callback when a request is
/// completed. It sets no limit per client address: one would close a connection before its
/// request, and so its session, is known. With `key_pem` (then `flags` has MHD_USE_TLS), it speaks
/// TLS with that key, the certificate chain `certificate_pem` and GnuTLS's `priorities`.
static inline struct MHD_Daemon *moodcard_mhd_start(
    unsigned int flags, int listener, MHD_AcceptPolicyCallback accept_policy, void *accept_cls,
    MHD_AccessHandlerCallback handler, void *handler_cls,
    MHD_RequestCompletedCallback completed, void *completed_cls,
    MHD_NotifyConnectionCallback notify, void *notify_cls,
    void *(*uri_log)(void *cls, const char *uri, struct MHD_Connection *connection),
    void *uri_log_cls, unsigned int connection_limit, unsigned int timeout_seconds, size_t memory_limit, const char *key_pem,
    const char *certificate_pem, const char *priorities) {
  __typeof__(&moodcard_mhd_declared_start_daemon) start =
      MOODCARD_MHD(moodcard_mhd_declared_start_daemon, "MHD_start_daemon");
#define MOODCARD_MHD_COMMON_OPTIONS \
      MHD_OPTION_LISTEN_SOCKET, listener, \
      MHD_OPTION_NOTIFY_COMPLETED, completed, completed_cls, \
      MHD_OPTION_NOTIFY_CONNECTION, notify, notify_cls, \
      MHD_OPTION_URI_LOG_CALLBACK, uri_log, uri_log_cls, \
      MHD_OPTION_CONNECTION_LIMIT, connection_limit, \
      MHD_OPTION_CONNECTION_TIMEOUT, timeout_seconds, \
      MHD_OPTION_CONNECTION_MEMORY_LIMIT, memory_limit
  if (key_pem == NULL) {
    return start(flags, 0, accept_policy, accept_cls, handler, handler_cls,
                 MOODCARD_MHD_COMMON_OPTIONS, MHD_OPTION_END);
  }
  return start(flags, 0, accept_policy, accept_cls, handler, handler_cls,
               MOODCARD_MHD_COMMON_OPTIONS,
               MHD_OPTION_HTTPS_MEM_KEY, key_pem,
               MHD_OPTION_HTTPS_MEM_CERT, certificate_pem,
               MHD_OPTION_HTTPS_PRIORITIES, priorities,
               MHD_OPTION_END);
#undef MOODCARD_MHD_COMMON_OPTIONS
}

/// The client's address of `connection`: its 4 (IPv4) or 16 (IPv6) bytes copied to `bytes`,
/// and their count; 0 when it is unknown.
static inline int moodcard_mhd_client_address(
    struct MHD_Connection *connection, unsigned char bytes[16]) {
  const union MHD_ConnectionInfo *info = MOODCARD_MHD(
      moodcard_mhd_declared_get_connection_info, "MHD_get_connection_info")(
      connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
  if (info == NULL || info->client_addr == NULL) return 0;
  if (info->client_addr->sa_family == AF_INET) {
    memcpy(bytes, &((const struct sockaddr_in *)info->client_addr)->sin_addr, 4);
    return 4;
  }
  if (info->client_addr->sa_family == AF_INET6) {
    memcpy(bytes, &((const struct sockaddr_in6 *)info->client_addr)->sin6_addr, 16);
    return 16;
  }
  return 0;
}

/// The socket of `connection`, or -1.
static inline int moodcard_mhd_socket(struct MHD_Connection *connection) {
  const union MHD_ConnectionInfo *info = MOODCARD_MHD(
      moodcard_mhd_declared_get_connection_info, "MHD_get_connection_info")(
      connection, MHD_CONNECTION_INFO_CONNECTION_FD);
  return info == NULL ? -1 : info->connect_fd;
}

/// The GnuTLS session of `connection` (a `gnutls_session_t`), or NULL without TLS.
static inline void *moodcard_mhd_tls_session(struct MHD_Connection *connection) {
  const union MHD_ConnectionInfo *info = MOODCARD_MHD(
      moodcard_mhd_declared_get_connection_info, "MHD_get_connection_info")(
      connection, MHD_CONNECTION_INFO_GNUTLS_SESSION);
  return info == NULL ? NULL : info->tls_session;
}

/// A response holding its own copy of `size` bytes at `data`.
static inline struct MHD_Response *moodcard_mhd_response_copy(size_t size, const void *data) {
  return MOODCARD_MHD(
      moodcard_mhd_declared_create_response_from_buffer, "MHD_create_response_from_buffer")(
      size, (void *)data, MHD_RESPMEM_MUST_COPY);
}
#endif
