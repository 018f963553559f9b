package com.marquee.player.core

/**
 * The HostError codes the page understands (sdk/src/host/hostError.ts). TIMEOUT is missing on
 * purpose: only the page decides that a call took too long.
 */
enum class HostErrorCode {
    METHOD_NOT_AVAILABLE,
    PLATFORM_ERROR,
    NETWORK_ERROR,
    CHECKSUM_MISMATCH,
    DISK_FULL,
    NOT_FOUND,
    PERMISSION_DENIED,

    /** An argument outside what the HostAPI accepts (volume 0-100, rotation 0/90/180/270). */
    INVALID_ARGUMENT,
}

/** A failure the bridge reports to the page with its code; anything else becomes PLATFORM_ERROR. */
class HostException(val code: HostErrorCode, message: String, cause: Throwable? = null) :
    Exception(message, cause)

/** Shorthand for the most common refusal: a request whose arguments make no sense. */
fun invalidArgument(message: String) = HostException(HostErrorCode.PLATFORM_ERROR, message)
