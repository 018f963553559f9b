package com.marquee.player.core

/** Drives [watchdog] like the main looper does: a check every [HeartbeatWatchdog.checkEveryMs]. */
private class Clock(val watchdog: HeartbeatWatchdog, var now: Long = 1_000_000L) {
    /** Checks until [ms] have passed; the first stall's silence, or null. */
    fun run(ms: Long, beatEveryMs: Long? = null): Long? {
        val end = now + ms
        var nextBeat = beatEveryMs?.let { now }
        while (now < end) {
            now += watchdog.checkEveryMs
            if (nextBeat != null && now >= nextBeat) {
                watchdog.beat(now)
                nextBeat += beatEveryMs!!
            }
            watchdog.check(now)?.let { return it }
        }
        return null
    }
}

fun watchdogTests() = suite {
    test("watchdog.heartbeatMethodReachesTheShell") {
        var beats = 0
        val h = newRouter()
        val router = MethodRouter(h.device, h.store, h.state, h.http) { beats++ }
        val replies = mutableListOf<String>()
        BridgeEndpoint(OriginPolicy(), router).handle(request("heartbeat"), APP_SOURCE) { replies += it }
        assertEquals(listOf("""{"v":1,"id":"r1","ok":true,"value":null}"""), replies, "reply")
        assertEquals(1, beats, "beats")
        val foreign = MessageSource("https://evil.example", isMainFrame = true)
        BridgeEndpoint(OriginPolicy(), router).handle(request("heartbeat"), foreign) { replies += it }
        assertEquals(1, beats, "a foreign origin's beat is refused")
    }

    test("watchdog.beatingPlayerIsNeverRestarted") {
        val clock = Clock(HeartbeatWatchdog()).apply { watchdog.resumed(now) }
        assertEquals(null, clock.run(3_600_000L, beatEveryMs = 10_000L), "an hour of beats")
    }

    test("watchdog.restartsAfterSixtySecondsOfSilence") {
        val clock = Clock(HeartbeatWatchdog()).apply { watchdog.resumed(now) }
        clock.watchdog.beat(clock.now)
        val start = clock.now
        val silent = clock.run(120_000L)
        check(silent != null) { "a silent page was not restarted" }
        assertEquals(65_000L, silent, "silence when restarted (first check past 60 s)")
        assertEquals(start + 65_000L, clock.now, "restarted at")
    }

    test("watchdog.armsAtTheFirstBeat") {
        val clock = Clock(HeartbeatWatchdog()).apply { watchdog.resumed(now) }
        assertEquals(null, clock.run(600_000L), "a page that never beat")
        clock.watchdog.beat(clock.now)
        check(clock.run(120_000L) != null) { "armed after its first beat" }
        clock.watchdog.restarted(clock.now)
        assertEquals(null, clock.run(600_000L), "the new page, before its first beat")
    }

    test("watchdog.pausedActivityIsNotWatched") {
        val clock = Clock(HeartbeatWatchdog()).apply { watchdog.resumed(now) }
        clock.watchdog.beat(clock.now)
        clock.watchdog.paused()
        assertEquals(null, clock.run(600_000L), "ten minutes paused, no beats")
        clock.watchdog.resumed(clock.now)
        assertEquals(null, clock.run(55_000L), "a fresh allowance after resuming")
        check(clock.run(30_000L) != null) { "silent for 60 s after resuming: restarted" }
    }

    test("watchdog.sleptBoxGetsAFreshAllowance") {
        val clock = Clock(HeartbeatWatchdog()).apply { watchdog.resumed(now) }
        clock.watchdog.beat(clock.now)
        assertEquals(null, clock.run(30_000L), "30 s silent")
        // Handler delays stop in deep sleep: the next check comes 10 minutes after the last one.
        clock.now += 600_000L
        assertEquals(null, clock.watchdog.check(clock.now), "first check after the sleep")
        assertEquals(null, clock.run(55_000L), "within the fresh allowance")
        assertEquals(65_000L, clock.run(30_000L), "silent past it")
    }
}
