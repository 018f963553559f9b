package com.marquee.player.core

import java.io.File

private fun keptServer(bytes: ByteArray, name: String = "clip.mp4", url: String = "https://cdn.example.com/clip.mp4"): KeptFileServer {
    val harness = newRouter(mapOf(url to bytes))
    harness.store.download(url, name, null, DownloadProgress { _, _ -> })
    return KeptFileServer(harness.store)
}

private fun ServedResponse.text(): String = body.use { String(it.readBytes(), Charsets.ISO_8859_1) }

private const val CLIP = "/files/marquee-files/clip.mp4"

fun rangeTests() = suite {
    test("range.openEndedFromZero") {
        assertEquals(RangeAnswer.Part(0, 9), ByteRange.parse("bytes=0-", 10), "bytes=0-")
        assertEquals(RangeAnswer.Part(4, 9), ByteRange.parse("bytes=4-", 10), "bytes=4-")
    }

    test("range.firstToLast") {
        assertEquals(RangeAnswer.Part(2, 5), ByteRange.parse("bytes=2-5", 10), "bytes=2-5")
        assertEquals(RangeAnswer.Part(2, 9), ByteRange.parse("bytes=2-500", 10), "last clipped to the end")
        assertEquals(RangeAnswer.Part(3, 3), ByteRange.parse("Bytes = 3-3", 10), "case and spaces")
    }

    test("range.suffix") {
        assertEquals(RangeAnswer.Part(7, 9), ByteRange.parse("bytes=-3", 10), "last 3")
        assertEquals(RangeAnswer.Part(0, 9), ByteRange.parse("bytes=-30", 10), "longer than the file")
        assertEquals(RangeAnswer.Unsatisfiable, ByteRange.parse("bytes=-0", 10), "empty suffix")
    }

    test("range.unsatisfiable") {
        assertEquals(RangeAnswer.Unsatisfiable, ByteRange.parse("bytes=10-", 10), "starts at the end")
        assertEquals(RangeAnswer.Unsatisfiable, ByteRange.parse("bytes=20-30", 10), "past the end")
        assertEquals(RangeAnswer.Unsatisfiable, ByteRange.parse("bytes=0-", 0), "empty file")
    }

    test("range.multipleOrMalformedGiveWholeFile") {
        assertEquals(RangeAnswer.Whole, ByteRange.parse("bytes=0-1,4-5", 10), "two ranges")
        assertEquals(RangeAnswer.Whole, ByteRange.parse(null, 10), "no header")
        assertEquals(RangeAnswer.Whole, ByteRange.parse("items=0-1", 10), "other unit")
        assertEquals(RangeAnswer.Whole, ByteRange.parse("bytes=5-2", 10), "last before first")
        assertEquals(RangeAnswer.Whole, ByteRange.parse("bytes=-", 10), "no numbers")
    }

    test("range.servesPartialContent") {
        val server = keptServer("0123456789".toByteArray())
        val part = server.serve(CLIP, "GET", mapOf("range" to "bytes=2-5"))!!
        assertEquals(206, part.status, "status")
        assertEquals("bytes 2-5/10", part.headers["Content-Range"], "Content-Range")
        assertEquals("4", part.headers["Content-Length"], "Content-Length")
        assertEquals("video/mp4", part.mimeType, "type")
        assertEquals("2345", part.text(), "body")
        assertEquals("789", server.serve(CLIP, "GET", mapOf("Range" to "bytes=-3"))!!.text(), "suffix body")
        assertEquals("0123456789", server.serve(CLIP, "GET", mapOf("Range" to "bytes=0-"))!!.text(), "bytes=0-")
    }

    test("range.servesWholeFileAnd416") {
        val server = keptServer("0123456789".toByteArray())
        val whole = server.serve(CLIP, "GET", mapOf("Range" to "bytes=0-1,3-4"))!!
        assertEquals(200, whole.status, "multiple ranges")
        assertEquals("bytes", whole.headers["Accept-Ranges"], "Accept-Ranges")
        assertEquals("0123456789", whole.text(), "whole body")
        val none = server.serve(CLIP, "GET", mapOf("Range" to "bytes=10-"))!!
        assertEquals(416, none.status, "unsatisfiable")
        assertEquals("bytes */10", none.headers["Content-Range"], "416 Content-Range")
        assertEquals(404, server.serve("/files/marquee-files/missing.mp4", "GET", emptyMap())!!.status, "unknown")
        assertEquals(404, server.serve("/files/marquee-files/..%2Fx", "GET", emptyMap())!!.status, "hostile")
        assertEquals(405, server.serve(CLIP, "POST", emptyMap())!!.status, "POST")
        assertEquals(null, server.serve("/assets/player/index.html", "GET", emptyMap()), "other paths")
    }

    test("range.mimeTypeFromSourceUrlOrBytes") {
        val png = byteArrayOf(0x89.toByte(), 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3)
        val hash = sha256Hex(png)
        val fromUrl = keptServer(png, name = hash, url = "https://cdn.example.com/a/poster.webp?v=2")
        assertEquals("image/webp", fromUrl.serve("/files/marquee-files/$hash", "GET", emptyMap())!!.mimeType, "url")
        val sniffed = keptServer(png, name = "poster", url = "https://cdn.example.com/media/12345")
        assertEquals("image/png", sniffed.serve("/files/marquee-files/poster", "GET", emptyMap())!!.mimeType, "sniffed")
        val mp4 = ByteArray(16).also { "ftypisom".toByteArray().copyInto(it, 4) }
        assertEquals("video/mp4", MediaTypes.sniff(mp4), "mp4 signature")
        assertEquals(null, MediaTypes.sniff("hello".toByteArray()), "text has no signature")
    }

    test("range.sliceReadsOnlyItsBytes") {
        val file = File(tempDir(), "f").apply { writeText("abcdefgh") }
        assertEquals("cde", KeptFileServer.slice(file, 2, 3).use { String(it.readBytes()) }, "slice")
    }
}

fun deviceArgumentTests() = suite {
    test("device.volumeReadsBackAsSet") {
        val scale = VolumeScale(15)
        assertEquals(5, scale.stepFor(35), "step")
        assertEquals(35, scale.levelOf(5, lastSet = 35), "as set")
        assertEquals(40, scale.levelOf(6, lastSet = 35), "moved by the remote")
        assertEquals(0, scale.levelOf(0, lastSet = null), "silent")
        assertEquals(100, scale.levelOf(15, lastSet = null), "full")
    }

    test("device.rotationPicksOrientation") {
        assertEquals(Orientation.LANDSCAPE, Orientations.forRotation(0, naturalLandscape = true, reversed = false), "0")
        assertEquals(Orientation.REVERSE_PORTRAIT, Orientations.forRotation(90, true, false), "90 on a TV")
        assertEquals(Orientation.PORTRAIT, Orientations.forRotation(270, true, false), "270 on a TV")
        assertEquals(Orientation.PORTRAIT, Orientations.forRotation(90, true, true), "90 on a reversed build")
        assertEquals(Orientation.LANDSCAPE, Orientations.forRotation(90, false, false), "90 on a tablet")
        assertEquals(true, Orientations.naturalLandscape(1080, 1920, 90), "portrait now, turned a quarter")
    }

    test("device.badVolumeAndRotationAreInvalidArguments") {
        val harness = newRouter()
        for (args in listOf("""{"level":101}""", """{"level":12.5}""", """{"level":"5"}""", "{}")) {
            assertEquals("INVALID_ARGUMENT", harness.call(request("volume.setVolume", args)).errorCode(), "volume $args")
        }
        assertEquals("INVALID_ARGUMENT", harness.call(request("orientation.setRotation", """{"degrees":45}""")).errorCode(), "45")
        harness.call(request("volume.setVolume", """{"level":35.0}"""))
        assertEquals(Json.of(35), harness.call(request("volume.getVolume"))["value"], "volume")
        harness.call(request("orientation.setRotation", """{"degrees":270}"""))
        assertEquals(Json.of(270), harness.call(request("orientation.getRotation"))["value"], "rotation")
        val shot = harness.call(request("screen.capture"))["value"] as Json.Obj
        assertEquals("""{"mimeType":"image/png","base64":"iVBORw==","width":2,"height":1}""", shot.encode(), "screenshot")
    }
}
