package com.marquee.player

import android.os.Handler
import com.marquee.player.core.HostErrorCode
import com.marquee.player.core.HostException
import java.util.concurrent.CompletableFuture
import java.util.concurrent.ExecutionException
import java.util.concurrent.TimeUnit
import java.util.concurrent.TimeoutException

/**
 * Runs [block] on this (main-thread) handler and waits for its result on the calling bridge
 * worker: windows and views may only be touched on the main thread.
 */
fun <T> Handler.await(block: () -> T): T {
    val result = CompletableFuture<T>()
    post {
        try {
            result.complete(block())
        } catch (e: Throwable) {
            result.completeExceptionally(e)
        }
    }
    try {
        return result.get(MAIN_THREAD_TIMEOUT_S, TimeUnit.SECONDS)
    } catch (e: ExecutionException) {
        throw e.cause ?: e
    } catch (e: TimeoutException) {
        throw HostException(HostErrorCode.PLATFORM_ERROR, "The main thread did not answer in $MAIN_THREAD_TIMEOUT_S s", e)
    }
}

private const val MAIN_THREAD_TIMEOUT_S = 10L
