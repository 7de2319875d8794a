#ifndef MOODCARD_CMICROHTTPD_SHIM_H
#define MOODCARD_CMICROHTTPD_SHIM_H
// GNU libmicrohttpd, the HTTP server behind `mood serve`.
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <microhttpd.h>

// MHD_start_daemon, MHD_get_connection_info and MHD_set_connection_option are C-variadic, which
// Swift cannot call: these wrappers pass what `mood serve` uses as fixed arguments.

/// Starts a daemon on the listening socket `listener`, with a policy that may close a connection
/// as soon as it is accepted, a callback when a connection opens or closes, a connection limit,
/// an idle timeout in seconds, a per-connection memory limit in bytes and a callback when a
/// request is completed.
static inline struct MHD_Daemon *moodcard_mhd_start(
    unsigned int flags, int listener, MHD_AcceptPolicyCallback accept_policy, void *accept_cls,
    MHD_AccessHandlerCallback handler, void *handler_cls,
    MHD_RequestCompletedCallback completed, void *completed_cls,
    MHD_NotifyConnectionCallback notify, void *notify_cls,
    unsigned int connection_limit, unsigned int timeout_seconds, size_t memory_limit) {
  return MHD_start_daemon(
      flags, 0, accept_policy, accept_cls, handler, handler_cls,
      MHD_OPTION_LISTEN_SOCKET, listener,
      MHD_OPTION_NOTIFY_COMPLETED, completed, completed_cls,
      MHD_OPTION_NOTIFY_CONNECTION, notify, notify_cls,
      MHD_OPTION_CONNECTION_LIMIT, connection_limit,
      MHD_OPTION_CONNECTION_TIMEOUT, timeout_seconds,
      MHD_OPTION_CONNECTION_MEMORY_LIMIT, memory_limit,
      MHD_OPTION_END);
}

/// The `socket_context` the connection callback left on `connection`, or NULL.
static inline void *moodcard_mhd_socket_context(struct MHD_Connection *connection) {
  const union MHD_ConnectionInfo *info =
      MHD_get_connection_info(connection, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
  return info == NULL ? NULL : info->socket_context;
}

/// Closes `connection` when it has been idle for `seconds`, in place of the daemon's timeout.
static inline void moodcard_mhd_set_timeout(struct MHD_Connection *connection, unsigned int seconds) {
  MHD_set_connection_option(connection, MHD_CONNECTION_OPTION_TIMEOUT, seconds);
}

/// A response holding its own copy of `size` bytes at `data`.
static inline struct MHD_Response *moodcard_mhd_response_copy(size_t size, const void *data) {
  return MHD_create_response_from_buffer(size, (void *)data, MHD_RESPMEM_MUST_COPY);
}
#endif
