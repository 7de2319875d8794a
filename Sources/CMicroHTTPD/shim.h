#ifndef MOODCARD_CMICROHTTPD_SHIM_H
#define MOODCARD_CMICROHTTPD_SHIM_H
// GNU libmicrohttpd, the HTTP server behind `mood serve`.
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <microhttpd.h>

// MHD_start_daemon is C-variadic, which Swift cannot call: these wrappers pass the options
// `mood serve` uses as fixed arguments.

/// Starts a daemon on the listening socket `listener`, with a connection limit, an idle timeout
/// in seconds, a per-connection memory limit in bytes and a callback when a request is completed.
static inline struct MHD_Daemon *moodcard_mhd_start(
    unsigned int flags, int listener, MHD_AccessHandlerCallback handler,
    void *handler_cls, MHD_RequestCompletedCallback completed, void *completed_cls,
    unsigned int connection_limit, unsigned int timeout_seconds, size_t memory_limit) {
  return MHD_start_daemon(
      flags, 0, NULL, NULL, handler, handler_cls,
      MHD_OPTION_LISTEN_SOCKET, listener,
      MHD_OPTION_NOTIFY_COMPLETED, completed, completed_cls,
      MHD_OPTION_CONNECTION_LIMIT, connection_limit,
      MHD_OPTION_CONNECTION_TIMEOUT, timeout_seconds,
      MHD_OPTION_CONNECTION_MEMORY_LIMIT, memory_limit,
      MHD_OPTION_END);
}


/// A response holding its own copy of `size` bytes at `data`.
static inline struct MHD_Response *moodcard_mhd_response_copy(size_t size, const void *data) {
  return MHD_create_response_from_buffer(size, (void *)data, MHD_RESPMEM_MUST_COPY);
}
#endif
