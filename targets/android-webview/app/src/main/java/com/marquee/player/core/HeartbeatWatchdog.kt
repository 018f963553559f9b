package com.marquee.player.core

/**
 * The shell's watch over the player page, with the TV shells' timing (the sdk's
 * `startLoaderWatchdog`): the page beats every 10 s while it draws, the shell looks every
 * [checkEveryMs], and more than [stallAfterMs] without a beat means the player hung, so the shell
 * starts it again in a new WebView.
 *
 * - It arms at the page's first beat: a page that never beats (one that cannot find the bridge
 *   and says so on screen) is not reloaded in a loop.
 * - Only a resumed activity is watched: a paused or stopped one draws nothing and its page's
 *   timers may not run. Resuming, or a check that comes more than [pausedAfterMs] after the one
 *   before (the box slept; handler delays do not count deep sleep), gives the page a fresh
 *   allowance instead of a restart for time it could not run in.
 *
 * Plain Kotlin, times from the caller (SystemClock.elapsedRealtime on the device), no threads:
 * the activity calls it on the main looper only.
 */
class HeartbeatWatchdog(
    val checkEveryMs: Long = CHECK_EVERY_MS,
    private val stallAfterMs: Long = STALL_AFTER_MS,
    private val pausedAfterMs: Long = 3 * checkEveryMs,
) {
    private var lastBeat: Long? = null

    /** When it last looked; null while the activity is not resumed. */
    private var lastCheck: Long? = null

    /** The page said it is alive and drawing. */
    fun beat(now: Long) {
        lastBeat = now
    }

    /** The activity came to the front: watching resumes with a fresh allowance. */
    fun resumed(now: Long) {
        lastCheck = now
        if (lastBeat != null) lastBeat = now
    }

    /** The activity left the front: nothing counts until [resumed]. */
    fun paused() {
        lastCheck = null
    }

    /** A new page was started: the watch arms again at its first beat. */
    fun restarted(now: Long) {
        lastBeat = null
        if (lastCheck != null) lastCheck = now
    }

    /** Looks at the beats; answers how long the page was silent when it stalled, else null. */
    fun check(now: Long): Long? {
        val previous = lastCheck ?: return null
        lastCheck = now
        val beat = lastBeat ?: return null
        if (now - previous > pausedAfterMs) {
            lastBeat = now
            return null
        }
        val silentMs = now - beat
        return if (silentMs > stallAfterMs) silentMs else null
    }

    companion object {
        /** How often the page beats: the sdk's HEARTBEAT_EVERY_MS. */
        const val BEAT_EVERY_MS = 10_000L
        const val CHECK_EVERY_MS = 5_000L

        /** Six missed beats: enough for a slow frame or a long synchronous job. */
        const val STALL_AFTER_MS = 6 * BEAT_EVERY_MS
    }
}
